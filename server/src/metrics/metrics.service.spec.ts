import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../config/app-config.js';
import { Metrics } from './metrics.service.js';

describe(Metrics.name, () => {
  it('writes a sample with no value yet as NaN, as the exposition format spells it', async () => {
    const metrics = new Metrics({ metricsToken: 'token' } as AppConfig);
    metrics.gauge({
      name: 'test_not_measured_yet',
      help: 'A value not known yet',
      collector: 'test',
      read: async () => [{ value: NaN }],
    });
    const { body } = await metrics.scrape();
    expect(body).toMatch(/^test_not_measured_yet NaN$/m);
    expect(body).not.toMatch(/ Nan$/m);
  });
});
