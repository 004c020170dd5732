// A GET that shows the response as the wire carries it (fetch would undo the compression).
import http from 'node:http';
import zlib from 'node:zlib';

/** GETs `url` with `headers`; resolves to status, headers and the raw body, plus the decoded text. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode, headers: res.headers, body, text });
      });
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${url}: no answer in 10 s`)));
  });
}
