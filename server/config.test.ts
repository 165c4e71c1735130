import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'sqlite:var/domain-price-checker.sqlite',
      RESEARCH_OFFLINE: false,
    });
  });

  it('takes the port and PostgreSQL from the environment', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/prices',
      RESEARCH_OFFLINE: '1',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://app@db:5432/prices',
      RESEARCH_OFFLINE: true,
    });
  });

  it('refuses bad values with one message naming each variable', () => {
    const attempt = () => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:.*\n.*DATABASE_URL: must start with sqlite:/s);
  });

  it('has no scheduled retraining by default and refuses a cron expression it cannot read', () => {
    expect(parseConfig({})).toMatchObject({ MODEL_STORE_PATH: 'var/models' });
    expect(parseConfig({}).RETRAIN_CRON).toBeUndefined();
    expect(parseConfig({ RETRAIN_CRON: '0 3 * * *' }).RETRAIN_CRON).toBe('0 3 * * *');
    const attempt = () => parseConfig({ RETRAIN_CRON: '0 3 * *' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/RETRAIN_CRON: '0 3 \* \*' has 4 fields; cron needs 5/);
  });
});
