import { createHmac } from 'node:crypto';

/**
 * Aliyun's RPC-style request signature (signature version 1.0, HMAC-SHA1), as Aliyun publishes it
 * for its RPC APIs, dysmsapi included:
 *   1. percent-encode every name and value (RFC 3986: only A–Z a–z 0–9 - _ . ~ stay as they are);
 *   2. sort the pairs by name and join them as `name=value&…` — the canonicalized query;
 *   3. StringToSign = METHOD & percentEncode('/') & percentEncode(canonicalized query);
 *   4. Signature = base64(HMAC-SHA1(key = AccessKeySecret + '&', StringToSign)).
 */
export function percentEncode(value: string): string {
  // encodeURIComponent also leaves ! ' ( ) * alone; Aliyun wants them encoded.
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalizedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalizedQuery(params))}`;
}

export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
}

/** The request's parameters with their Signature, encoded for a query string or a form body. */
export function signedRpcQuery(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const signature = rpcSignature(method, params, accessKeySecret);
  return `Signature=${percentEncode(signature)}&${canonicalizedQuery(params)}`;
}
