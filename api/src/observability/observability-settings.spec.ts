import { EnvValidationError } from '../config/env.js';
import { observabilitySettings } from './observability-settings.js';

describe('observabilitySettings (issue 45)', () => {
  it('logs readable lines in development and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(observabilitySettings({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(observabilitySettings({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(observabilitySettings({}).logFormat).toBe('json');
    expect(observabilitySettings({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(observabilitySettings({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('logs info, errors only under jest, or LOG_LEVEL', () => {
    expect(observabilitySettings({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(observabilitySettings({ NODE_ENV: 'test' }).logLevel).toBe('error');
    expect(observabilitySettings({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('has no metrics token unless METRICS_TOKEN is set', () => {
    expect(observabilitySettings({}).metricsToken).toBeUndefined();
    expect(observabilitySettings({ METRICS_TOKEN: ' ' }).metricsToken).toBeUndefined();
    expect(observabilitySettings({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe(
      'a-long-enough-token',
    );
  });

  it('refuses what it cannot use, naming each setting', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        observabilitySettings(env);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvValidationError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal({ LOG_FORMAT: 'xml' })).toContain('LOG_FORMAT must be json or pretty');
    expect(refusal({ LOG_LEVEL: 'loud' })).toContain('LOG_LEVEL must be one of');
    expect(refusal({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN must be at least 16 characters');
  });
});
