<?php
// A webhook receiver for the paymentWidgets sandbox: PHP 8 with the openssl extension (in php-cli).
//   WEBHOOK_SECRET=<the webhook's key, 64 hex> php -S 127.0.0.1:4000 receiver.php
// (in your application: the same code in the controller of your webhook's route).
// It decrypts each notification with the key (AES-256-GCM: IV and tag in the X-Initialization-Vector and
// X-Authentication-Tag headers, the body hex, or {"encryptedBody": hex} with format=json), refuses what the key
// did not make (400), and does the work once per event: a delivery may come twice (at least once), so it
// de-duplicates by type, payload.id and payload.result.code. PHP forgets everything between requests: the keys
// of the events done are files here (in production: a unique key in your database).

$secret = getenv('WEBHOOK_SECRET') ?: '';
if (!preg_match('/^[0-9a-fA-F]{64}$/', $secret)) {
    http_response_code(500);
    error_log("set WEBHOOK_SECRET to the webhook's key: 64 hexadecimal characters");
    exit;
}

function decrypt_notification(string $secret): ?array
{
    $raw = file_get_contents('php://input');
    $json = str_starts_with($_SERVER['CONTENT_TYPE'] ?? '', 'application/json');
    $hex = $json ? (json_decode($raw, true)['encryptedBody'] ?? '') : $raw;
    $iv = hex2bin($_SERVER['HTTP_X_INITIALIZATION_VECTOR'] ?? '');
    $tag = hex2bin($_SERVER['HTTP_X_AUTHENTICATION_TAG'] ?? '');
    if (!is_string($hex) || !preg_match('/^([0-9a-fA-F]{2})+$/', $hex) || $iv === false || $iv === '' || $tag === false || strlen($tag) !== 16) {
        return null;
    }
    $plain = openssl_decrypt(hex2bin($hex), 'aes-256-gcm', hex2bin($secret), OPENSSL_RAW_DATA, $iv, $tag);
    $event = $plain === false ? null : json_decode($plain, true);
    return is_array($event) ? $event : null;
}

/** True the first time an event is seen. */
function first_time(string $key): bool
{
    $dir = sys_get_temp_dir() . '/webhook-events-done';
    @mkdir($dir, 0700);
    $file = @fopen($dir . '/' . hash('sha256', $key), 'x'); // fails when the file exists: atomic
    if ($file === false) {
        return false;
    }
    fclose($file);
    return true;
}

$event = decrypt_notification($secret);
if ($event === null) {
    http_response_code(400); // not made with your key: refuse it
    exit;
}
$payload = $event['payload'] ?? [];
$key = sprintf('%s:%s:%s', $event['type'] ?? '', $payload['id'] ?? '', $payload['result']['code'] ?? '');
if (!first_time($key)) {
    error_log("duplicate $key");
} else {
    // Your work here: mark the order paid, send the e-mail ... (an unknown type is taken and ignored).
    error_log(sprintf('event %s %s %s %s', $event['type'] ?? '', $event['action'] ?? '', $payload['id'] ?? '', $payload['result']['code'] ?? ''));
}
http_response_code(200); // within 30 s
