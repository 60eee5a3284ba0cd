# A webhook receiver for the paymentWidgets sandbox: Ruby 3 with its own openssl and json, and WEBrick
# (gem install webrick, or Debian's ruby-webrick).
#   WEBHOOK_SECRET=<the webhook's key, 64 hex> PORT=4000 ruby receiver.rb
# It decrypts each notification with the key (AES-256-GCM: IV and tag in the X-Initialization-Vector and
# X-Authentication-Tag headers, the body hex, or {"encryptedBody": hex} with format=json), refuses what the key
# did not make (400), and does the work once per event: a delivery may come twice (at least once), so it
# de-duplicates by type, payload.id and payload.result.code.
require "json"
require "openssl"
require "set"
require "webrick"

SECRET = ENV.fetch("WEBHOOK_SECRET", "")
abort("set WEBHOOK_SECRET to the webhook's key: 64 hexadecimal characters") unless SECRET.match?(/\A\h{64}\z/)
KEY = [SECRET].pack("H*")
PORT = Integer(ENV.fetch("PORT", "4000"))
DONE = Set.new # in production: a unique key in your database
LOCK = Mutex.new
$stdout.sync = true

def unhex(text)
  raise ArgumentError, "not hexadecimal" unless text.is_a?(String) && text.match?(/\A(\h\h)+\z/)
  [text].pack("H*")
end

def decrypt(request)
  raw = request.body.to_s
  hex = request.content_type.to_s.start_with?("application/json") ? JSON.parse(raw)["encryptedBody"] : raw
  cipher = OpenSSL::Cipher.new("aes-256-gcm").decrypt
  cipher.key = KEY
  cipher.iv = unhex(request["X-Initialization-Vector"])
  tag = unhex(request["X-Authentication-Tag"])
  raise ArgumentError, "the tag is 16 bytes" unless tag.bytesize == 16
  cipher.auth_tag = tag
  JSON.parse(cipher.update(unhex(hex)) + cipher.final)
end

def handle(event)
  payload = event["payload"] || {}
  key = "#{event['type']}:#{payload['id']}:#{payload.dig('result', 'code')}"
  first = LOCK.synchronize { DONE.add?(key) }
  return puts("duplicate #{key}") unless first
  # Your work here: mark the order paid, send the e-mail ... (an unknown type is taken and ignored).
  puts "event #{event['type']} #{event['action']} #{payload['id']} #{payload.dig('result', 'code')}"
end

server = WEBrick::HTTPServer.new(BindAddress: "127.0.0.1", Port: PORT, Logger: WEBrick::Log.new(nil, 0), AccessLog: [])
server.mount_proc "/" do |request, response|
  begin
    event = decrypt(request)
  rescue StandardError # not made with your key: refuse it
    response.status = 400
    next
  end
  response.status = 200 # within 30 s
  handle(event)
end
trap("TERM") { server.shutdown }
trap("INT") { server.shutdown }
puts "listening on http://127.0.0.1:#{PORT}"
server.start
