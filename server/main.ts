import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';

// Starts the service: reads .env when present, checks the configuration, opens and migrates the
// database, and listens. A bad configuration stops here with a message that names the variable.
if (existsSync('.env')) process.loadEnvFile('.env');

try {
  const config = parseConfig(process.env);
  const app = await buildApp(config);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Domain Price Checker is serving ${address.replace('127.0.0.1', 'localhost')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().finally(() => process.exit(0));
    });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Domain Price Checker could not start:', error);
  }
  process.exit(1);
}
