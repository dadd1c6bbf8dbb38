import type { Core } from '@strapi/strapi';
import type { AdminAccount } from '../env';

/**
 * Creates the first super-admin from the environment when the admin has no user yet.
 * Later changes of CMS_ADMIN_* are ignored on purpose: the account then belongs to
 * its owner, who may have changed the password in the admin panel.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi, account: AdminAccount): Promise<void> {
  const users = strapi.service('admin::user');
  if (await users.exists()) {
    strapi.log.info('[amorçage] Administrateur : un compte existe déjà, rien à créer.');
    return;
  }
  // createFirstAdmin attaches the super-admin role and hashes the password like the sign-up form.
  await users.createFirstAdmin({
    email: account.email,
    password: account.password,
    firstname: account.firstname,
    lastname: account.lastname,
  });
  strapi.log.info(`[amorçage] Administrateur : super-administrateur ${account.email} créé.`);
}
