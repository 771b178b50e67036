import { HttpStatus } from '@nestjs/common';

/** Refusals of the Superadmin's customer edit (the spec is silent; docs/api.md "Organisation"). */
export const CUSTOMER_ANSWERS = {
  licencesInUse: {
    status: HttpStatus.CONFLICT,
    text: 'Warning: The company has more Active employees than that many licences.',
  },
  appLicencesInUse: {
    status: HttpStatus.CONFLICT,
    text: 'Warning: More employees use the mobile app than that many app licences.',
  },
} as const;
