// s3rver in a process of its own (tools/lib/localStore.ts), started with Node's legacy OpenSSL
// provider: s3rver makes its listing continuation tokens with DES, which OpenSSL 3 leaves out.
import S3rver from 's3rver';

const [directory, port, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const address = await server.run();
process.stdout.write(`${address.port}\n`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent's end ends the store too.
process.stdin.on('end', stop).resume();
