import { buildApp } from './app';
import { resolveConfig } from './config';

/** `npm run api` — starts the sandbox and prints where it listens and which key to use. */
async function main(): Promise<void> {
  let config;
  try {
    config = resolveConfig(process.argv.slice(2), process.env);
  } catch (err) {
    console.error(`signoz-api sandbox: ${(err as Error).message}`);
    process.exit(2);
  }
  const app = await buildApp({
    dbPath: config.dbPath,
    apiKeys: config.apiKeys,
    bodyLimit: config.bodyLimit,
    corsOrigin: config.corsOrigin,
    requestTimeout: config.requestTimeout,
    validateResponses: config.validateResponses,
    logger: process.env.SIGNOZ_API_LOG !== '0',
  });
  const address = await app.listen({ host: config.host, port: config.port });
  const lines = [
    `SigNoz API sandbox listening on ${address}`,
    `  database: ${config.dbPath}`,
    config.generatedKey
      ? `  API key (generated for this run; set SIGNOZ_API_KEYS to choose your own): ${config.apiKeys[0]}`
      : `  API keys: ${config.apiKeys.length} from SIGNOZ_API_KEYS`,
    ...(config.validateResponses ? ['  checking every response against openapi/signoz-api.yaml (development)'] : []),
    `  try: curl -H "SIGNOZ-API-KEY: ${config.generatedKey ? config.apiKeys[0] : '<your key>'}" ${address}/api/v1/rules`,
  ];
  console.log(lines.join('\n'));
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
