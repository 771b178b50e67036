import type { INestApplication } from '@nestjs/common';
import { CompaniesService } from '@rollcall/organisation';
import {
  demoSeedMarkerState,
  existingLogins,
  markDemoSeedComplete,
  markDemoSeedStarted,
  recreateDatabase,
} from './demo-seed-marker.js';
import {
  DEMO_COMPANY_CODE,
  DEMO_LOGIN_EMAILS,
  seedDemoCompany,
  type DemoCompany,
  type DemoSeedStep,
} from './demo-seed.js';

/** A demo company from before the seed was marked, and without all its logins: an older interrupted start. */
export class UnfinishedOldDemoError extends Error {
  constructor(dataDir: string) {
    super(
      `The demo company in ${dataDir} is incomplete: an earlier start, by a Rollcall older than this one, was ` +
        `interrupted while creating it. Delete ${dataDir} (everything in it is lost) and start again.`,
    );
    this.name = 'UnfinishedOldDemoError';
  }
}

/** What the demo seed has to do once the app runs. */
export type DemoSeedPlan = 'seed' | 'done';

/**
 * Before the app starts: the demo seed is complete or absent. A seed that a start began and did not finish (the
 * marker says so) is undone with the whole database, which holds nothing else: the app answers only "starting"
 * until the seed is complete. `say` tells the person starting the app.
 */
export async function settleDemoSeed(
  databaseUrl: string,
  dataDir: string,
  say: (line: string) => void,
): Promise<DemoSeedPlan> {
  const state = await demoSeedMarkerState(databaseUrl, DEMO_COMPANY_CODE);
  switch (state) {
    case 'complete':
      return 'done';
    case 'absent':
      return 'seed';
    case 'unfinished':
      say('the previous start was stopped while it created the demo company; creating it again from the start');
      await recreateDatabase(databaseUrl);
      return 'seed';
    case 'unmarked': {
      const logins = Object.values(DEMO_LOGIN_EMAILS);
      if ((await existingLogins(databaseUrl, logins)) < logins.length) throw new UnfinishedOldDemoError(dataDir);
      await markDemoSeedComplete(databaseUrl, DEMO_COMPANY_CODE);
      return 'done';
    }
  }
}

/** Once the app runs: seeds the demo company when the plan says so, marked started first and complete last. */
export async function ensureDemoCompany(
  app: INestApplication,
  databaseUrl: string,
  plan: DemoSeedPlan,
  password: string,
  progress: (step: DemoSeedStep) => void,
): Promise<DemoCompany | null> {
  if (plan === 'done') {
    const existing = await app.get(CompaniesService, { strict: false }).findByCode(DEMO_COMPANY_CODE);
    return existing ? { companyId: existing.id, deviceToken: existing.deviceToken, created: false } : null;
  }
  await markDemoSeedStarted(databaseUrl, DEMO_COMPANY_CODE);
  const demo = await seedDemoCompany(app, password, new Date(), progress);
  await markDemoSeedComplete(databaseUrl, DEMO_COMPANY_CODE);
  return demo;
}
