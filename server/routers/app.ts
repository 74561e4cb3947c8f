import { router } from '../trpc.ts';
import { accountRouter } from './account.ts';
import { authRouter } from './auth.ts';
import { brandsRouter, categoriesRouter, googleCategoriesRouter, specNamesRouter, tagsRouter } from './catalogue-taxonomy.ts';
import { productsRouter } from './products.ts';
import { homeRouter } from './home.ts';
import { jobsRouter } from './jobs.ts';
import { rolesRouter } from './roles.ts';
import { sessionsRouter } from './sessions.ts';
import { twoFactorRouter } from './two-factor.ts';
import { userLogsRouter } from './user-logs.ts';
import { usersRouter } from './users.ts';
import { versionsRouter } from './versions.ts';

export const appRouter = router({
  auth: authRouter,
  brands: brandsRouter,
  categories: categoriesRouter,
  googleCategories: googleCategoriesRouter,
  products: productsRouter,
  specNames: specNamesRouter,
  tags: tagsRouter,
  home: homeRouter,
  jobs: jobsRouter,
  account: accountRouter,
  roles: rolesRouter,
  sessions: sessionsRouter,
  twoFactor: twoFactorRouter,
  userLogs: userLogsRouter,
  users: usersRouter,
  versions: versionsRouter,
});

export type AppRouter = typeof appRouter;
