export { IdentityModule } from './identity.module.js';
export { UserAccountsService, type CreateUserInput, type UserAccount } from './accounts/user-accounts.service.js';
export { CompanyEventsController } from './companies/company-events.controller.js';
export { OrgDirectoryEventsController } from './directory/org-directory-events.controller.js';
export { MailerService } from './mail/mailer.service.js';
export { RevokedSessionsLoader } from './tokens/revoked-sessions-loader.js';
