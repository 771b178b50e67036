import type { Provider } from '@nestjs/common';
import { Admission, AdmissionRegistry, PLATFORM_CONFIG, type PlatformConfig } from '@rollcall/platform';

/** Seconds a kiosk refused for want of capacity is asked to wait before sending the same punch again. */
export const KIOSK_RETRY_AFTER_SECONDS = 1;

export const KIOSK_ADMISSION = Symbol('KIOSK_ADMISSION');

/**
 * The bound on kiosk punches in flight in this process (KIOSK_MAX_IN_FLIGHT, KIOSK_MAX_WAIT_MS), registered for
 * `POST /api/kiosk-punches`: past it a punch is answered 503 with Retry-After before its body is read, and the
 * kiosk sends it again with the same device punch id (issue 9).
 */
export const kioskAdmissionProvider: Provider = {
  provide: KIOSK_ADMISSION,
  inject: [PLATFORM_CONFIG, AdmissionRegistry],
  useFactory: (config: PlatformConfig, registry: AdmissionRegistry): Admission => {
    const admission = new Admission({
      maxInFlight: config.kioskMaxInFlight,
      maxWaitMs: config.kioskMaxWaitMs,
      retryAfterSeconds: KIOSK_RETRY_AFTER_SECONDS,
    });
    registry.register({ method: 'POST', path: '/api/kiosk-punches', name: 'kiosk punches' }, admission);
    return admission;
  },
};
