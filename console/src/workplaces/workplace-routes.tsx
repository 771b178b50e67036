// Work sites, the punch code generator and the company structure levels (spec 002 §2). App.tsx mounts these; routing/routes.ts lists the same paths for the navigation rule.

/** The routes of this area (a fragment: wouter's Switch looks inside it). */
export const workplaceRoutes = <></>;
