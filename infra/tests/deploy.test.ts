import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { configSchemas } from '../env/schemas';

const root = new URL('../../', import.meta.url).pathname;
const knownKeys = new Set(Object.values(configSchemas).flatMap((schema) => Object.keys(schema.shape)).concat('NODE_OPTIONS'));

interface Container {
  command?: string[];
  env?: Array<{ name: string }>;
  environment?: Record<string, unknown>;
}

/** Every `node <path>` a deployment runs must be a process this repository builds. */
function builtFrom(command: string[] | undefined): string | undefined {
  const main = command?.find((part) => part.endsWith('dist/main.js'));
  return main?.replace('dist/main.js', 'src/main.ts');
}

describe('deployment files match the code', () => {
  it('docker-compose runs only processes that exist, with known settings', () => {
    const compose = parse(readFileSync(`${root}docker-compose.yml`, 'utf8'), { merge: true }) as { services: Record<string, Container> };
    for (const [name, service] of Object.entries(compose.services)) {
      const source = builtFrom(service.command);
      if (source) expect(existsSync(`${root}${source}`), `${name}: ${source}`).toBe(true);
      for (const key of Object.keys(service.environment ?? {})) {
        if (!['POSTGRES_USER', 'POSTGRES_PASSWORD'].includes(key)) expect(knownKeys, `${name}: ${key}`).toContain(key);
      }
    }
  });

  it('the Kubernetes manifests run only processes that exist, with known settings', () => {
    const dir = `${root}infra/k8s/`;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')) {
      for (const doc of parseAllDocuments(readFileSync(dir + file, 'utf8'))) {
        const manifest = doc.toJS() as { kind: string; data?: Record<string, string>; spec?: { template?: { spec?: { containers?: Container[] } } } };
        if (manifest.kind === 'ConfigMap') for (const key of Object.keys(manifest.data ?? {})) expect(knownKeys, `${file}: ${key}`).toContain(key);
        for (const container of manifest.spec?.template?.spec?.containers ?? []) {
          const source = builtFrom(container.command);
          expect(source && existsSync(`${root}${source}`), `${file}: ${container.command?.join(' ')}`).toBe(true);
          for (const { name } of container.env ?? []) expect(knownKeys, `${file}: ${name}`).toContain(name);
        }
      }
    }
  });
});
