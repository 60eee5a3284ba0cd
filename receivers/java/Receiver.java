// A webhook receiver for the paymentWidgets sandbox: Java 17, the JDK's own HTTP server and AES-GCM, and
// Jackson for JSON (Maven com.fasterxml.jackson.core:jackson-databind, or Debian's libjackson2-databind-java).
//   WEBHOOK_SECRET=<the webhook's key, 64 hex> PORT=4000 \
//     java -cp /usr/share/java/jackson-databind.jar:/usr/share/java/jackson-core.jar:/usr/share/java/jackson-annotations.jar Receiver.java
// It decrypts each notification with the key (AES-256-GCM: IV and tag in the X-Initialization-Vector and
// X-Authentication-Tag headers, the body hex, or {"encryptedBody": hex} with format=json), refuses what the key
// did not make (400), answers 200 before doing the work, and does the work once per event: a delivery may come
// twice (at least once), so it de-duplicates by type, payload.id and payload.result.code.
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

public class Receiver {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Set<String> DONE = ConcurrentHashMap.newKeySet(); // in production: a unique key in your database

  public static void main(String[] args) throws Exception {
    String secret = System.getenv().getOrDefault("WEBHOOK_SECRET", "");
    if (!secret.matches("[0-9a-fA-F]{64}")) {
      System.err.println("set WEBHOOK_SECRET to the webhook's key: 64 hexadecimal characters");
      System.exit(2);
    }
    SecretKeySpec key = new SecretKeySpec(HexFormat.of().parseHex(secret), "AES");
    int port = Integer.parseInt(System.getenv().getOrDefault("PORT", "4000"));
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.createContext("/", exchange -> {
      JsonNode event;
      try {
        event = decrypt(key, exchange);
      } catch (Exception notOurs) { // not made with your key: refuse it
        answer(exchange, 400);
        return;
      }
      answer(exchange, 200); // within 30 s, before the work
      handle(event);
    });
    server.start();
    System.out.println("listening on http://127.0.0.1:" + port);
  }

  static JsonNode decrypt(SecretKeySpec key, HttpExchange exchange) throws Exception {
    String raw = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    String type = exchange.getRequestHeaders().getFirst("Content-Type");
    String hex = type != null && type.startsWith("application/json") ? JSON.readTree(raw).path("encryptedBody").asText() : raw;
    byte[] iv = HexFormat.of().parseHex(exchange.getRequestHeaders().getFirst("X-Initialization-Vector"));
    byte[] tag = HexFormat.of().parseHex(exchange.getRequestHeaders().getFirst("X-Authentication-Tag"));
    byte[] body = HexFormat.of().parseHex(hex);
    byte[] sealed = new byte[body.length + tag.length]; // Java wants the tag after the ciphertext
    System.arraycopy(body, 0, sealed, 0, body.length);
    System.arraycopy(tag, 0, sealed, body.length, tag.length);
    Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
    cipher.init(Cipher.DECRYPT_MODE, key, new GCMParameterSpec(128, iv));
    return JSON.readTree(cipher.doFinal(sealed));
  }

  static void handle(JsonNode event) {
    JsonNode payload = event.path("payload");
    String id = event.path("type").asText() + ":" + payload.path("id").asText() + ":" + payload.path("result").path("code").asText();
    if (!DONE.add(id)) {
      System.out.println("duplicate " + id);
      return;
    }
    // Your work here: mark the order paid, send the e-mail ... (an unknown type is taken and ignored).
    System.out.println("event " + event.path("type").asText() + " " + event.path("action").asText() + " "
        + payload.path("id").asText() + " " + payload.path("result").path("code").asText());
  }

  static void answer(HttpExchange exchange, int status) throws java.io.IOException {
    exchange.sendResponseHeaders(status, -1);
    exchange.close();
  }
}
