import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points a server at this bucket (docs/deployment.md). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, files under a temporary folder) with one empty
 * bucket: what `STORAGE=s3` talks to in tests. It checks no signatures, so tests prove who gets a
 * presigned address from our server, not what the bucket itself refuses.
 */
export async function startTestS3Server(bucket = 'jhy-test-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'jhy-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
