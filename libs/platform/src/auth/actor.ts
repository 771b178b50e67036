import type { RoleName } from '@rollcall/contracts';

/** Who is calling, from the verified access token. Every query is scoped by `companyId`. */
export interface Actor {
  userId: string;
  companyId: string;
  role: RoleName;
  email: string;
  /** the employee record of this user, when they have one */
  employeeId: string | null;
  /** the structure nodes a Supervisor manages (their user form's Management); empty for other roles */
  managedNodeIds: string[];
}

/** The claims of an access token. */
export interface AccessTokenClaims {
  sub: string;
  cid: string;
  role: RoleName;
  email: string;
  eid: string | null;
  /** managed structure nodes, in a Supervisor's tokens only */
  mng?: string[];
  /** the session (refresh-token family) the token belongs to; a revoked session's tokens are refused */
  sid: string;
  typ: 'access';
}
