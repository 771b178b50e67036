// Distributed mode over a real Kafka broker: a dashboard's live stream, opened through the gateway, receives an
// employee's punch status when a kiosk punch goes in at the gateway: time capture → Kafka → calculation (whose
// punch handler notifies its live feed) → the calculation process's stream → the gateway's proxy → the client.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { parseServerEvents } from '@rollcall/api-client';
import { randomUUID } from 'node:crypto';
import { adminToken, type FlowRun, type FlowSystem } from '../support/flow-system.js';
import { namesPunch, openLiveStream, type PunchStatusEvent } from '../support/live-stream.js';

let running: () => FlowRun;
let flow: FlowSystem;

/** Registers the test, run on the system `run` hands it (distributed.flow-spec.ts). */
export function punchToDashboard(run: () => FlowRun): void {
  running = run;
  describe('a kiosk punch reaches the dashboard stream over Kafka', dashboardTests);
}

function dashboardTests(): void {
  let token = '';

  beforeAll(async () => {
    flow = running().flow;
    token = await adminToken(running());
  });

  it('pushes the punch status of each kiosk punch to a stream opened at the gateway', async () => {
    const { seeded, system } = flow;
    const stream = await openLiveStream(system.gatewayUrl, token);
    try {
      expect(stream.answer.status).toBe(200);
      expect(stream.answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.next((e) => e.event === 'ready', 10_000);

      const punchedAgo = async (minutes: number) => {
        const answer = await flow.call<{ punchId: string }>('POST', '/api/kiosk-punches', {
          headers: { 'x-device-token': seeded.deviceToken },
          body: {
            deviceId: 'flow-dashboard-kiosk',
            devicePunchId: randomUUID(),
            clockId: 4242,
            punchTime: new Date(Date.now() - minutes * 60_000).toISOString(),
          },
        });
        expect(answer.status).toBe(201);
        return answer.body.punchId;
      };
      const pushedFor = async (punchId: string) => {
        const event = await stream.next(namesPunch(punchId), 30_000);
        const mine = (JSON.parse(event.data) as PunchStatusEvent).employees.find(
          (x) => x.employeeId === seeded.employeeId,
        );
        const polled = await flow.call<{ status: string }>('GET', `/api/punches/status/${seeded.employeeId}`, {
          token,
        });
        expect(polled.status).toBe(200);
        // the stream says what the status call says
        expect(mine?.status).toBe(polled.body.status);
        return mine?.status;
      };

      const first = await pushedFor(await punchedAgo(10));
      const second = await pushedFor(await punchedAgo(5));
      // an in punch then its out punch, five minutes apart: one of them leaves the employee In, the other not
      expect(new Set([first, second]).has('In')).toBe(true);
      expect(first).not.toBe(second);
    } finally {
      stream.close();
    }
    expect(flow.crashes).toEqual([]);
  }, 120_000);

  it('refuses a stream without a valid token at the gateway, and ends one asked to at once', async () => {
    const { system } = flow;
    const refused = await fetch(`${system.gatewayUrl}/api/live-updates`);
    expect(refused.status).toBe(401);
    const once = await fetch(`${system.gatewayUrl}/api/live-updates?maxSeconds=0`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(once.status).toBe(200);
    expect(parseServerEvents(await once.text()).events.map((e) => e.event)).toEqual(['ready']);
  }, 60_000);
}
