// Distributed mode: every service and the gateway in its own process, a real Kafka broker and a real PostgreSQL,
// and an SMTP server. One system for every flow suite, since starting it takes half a minute: the punch-to-timesheet
// flow (punch-to-timesheet.ts), closed pay periods in scheduling (closed-periods-in-scheduling.ts), the company's
// multi-shift feature in scheduling (company-features-in-scheduling.ts), the roster's
// week in reporting (roster-week-in-reporting.ts), the Kafka batch consumer's failures (kafka-batch-consumer.ts),
// a roster drop and a leave approval reaching the timesheet (roster-to-timesheet.ts, leave-to-timesheet.ts), a kiosk
// punch reaching the dashboard's live stream (punch-to-dashboard.ts), employee and schedule-day events through the
// services' batch handlers (employee-and-day-batches.ts), punch edits through the gateway (punch-edits-over-kafka.ts),
// a Xero sync and export against the Xero stand-in (xero-over-kafka.ts), a closed week's pay card lines reaching
// integrations and Xero (pay-cards-at-close.ts), then sessions and secrets
// (sessions-and-secrets.ts), whose last test stops it.
// The services log at info, the production default, so the logs can be scanned for secrets.
import { afterAll, beforeAll } from '@jest/globals';
import { freePort } from '@rollcall/platform';
import { startXeroStandIn, type XeroStandIn } from '../../infra/xero/xero-standin.mjs';
import { type FlowRun, type FlowSystem, startFlowSystem } from '../support/flow-system.js';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.js';
import { closedPeriodsInScheduling } from './closed-periods-in-scheduling.js';
import { companyFeaturesInScheduling } from './company-features-in-scheduling.js';
import { employeeAndDayBatches } from './employee-and-day-batches.js';
import { kafkaBatchConsumer } from './kafka-batch-consumer.js';
import { leaveToTimesheet } from './leave-to-timesheet.js';
import { payCardsAtClose } from './pay-cards-at-close.js';
import { punchToDashboard } from './punch-to-dashboard.js';
import { punchEditsOverKafka } from './punch-edits-over-kafka.js';
import { punchToTimesheet } from './punch-to-timesheet.js';
import { rosterToTimesheet } from './roster-to-timesheet.js';
import { rosterWeekInReporting } from './roster-week-in-reporting.js';
import { sessionsAndSecrets } from './sessions-and-secrets.js';
import { XERO_FLOW_TENANT, xeroOverKafka } from './xero-over-kafka.js';

const ADMIN = { email: 'admin@flow.test', password: 'Flow-Test-Pass-1' };
const JWT_SECRET = 'flow-test-secret-flow-test-secret-0123456789';
const PUBLIC_URL = 'https://rollcall.flow.test';

const XERO_CLIENT = { clientId: 'rollcall-flow', clientSecret: 'rollcall-flow-xero-secret' };

let smtp: SmtpCapture | undefined;
let xero: XeroStandIn | undefined;
let flow: FlowSystem | undefined;

beforeAll(async () => {
  smtp = await startSmtpCapture({ user: 'mailer', password: 'mail-secret' });
  // Xero sends the browser back to the gateway: its port is chosen before the stand-in registers the address
  const gatewayPort = await freePort();
  const redirectUri = `http://127.0.0.1:${gatewayPort}/api/xero/callback`;
  xero = await startXeroStandIn({
    fixture: { clients: [{ ...XERO_CLIENT, redirectUris: [redirectUri] }], tenants: [XERO_FLOW_TENANT] },
  });
  flow = await startFlowSystem({
    admin: ADMIN,
    jwtSecret: JWT_SECRET,
    gatewayPort,
    env: smtp.env({
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      XERO_CLIENT_ID: XERO_CLIENT.clientId,
      XERO_CLIENT_SECRET: XERO_CLIENT.clientSecret,
      XERO_REDIRECT_URI: redirectUri,
      XERO_AUTHORIZE_URL: xero.urls.authorize,
      XERO_TOKEN_URL: xero.urls.token,
      XERO_CONNECTIONS_URL: xero.urls.connections,
      XERO_PAYROLL_URL: xero.urls.payroll,
    }),
  });
}, 300_000);

afterAll(async () => {
  await flow?.stop();
  await xero?.stop();
  await smtp?.close();
}, 180_000);

const running = (): FlowRun => {
  if (!flow || !smtp || !xero) throw new Error('the distributed system did not start');
  return { flow, admin: ADMIN, smtp, xero };
};

punchToTimesheet(running);
closedPeriodsInScheduling(running);
companyFeaturesInScheduling(running);
rosterWeekInReporting(running);
kafkaBatchConsumer(running);
rosterToTimesheet(running);
leaveToTimesheet(running);
punchToDashboard(running);
employeeAndDayBatches(running);
punchEditsOverKafka(running);
xeroOverKafka(running);
payCardsAtClose(running);
sessionsAndSecrets(running);
