import { listNotifications } from '../../core/notifications/list.ts';
import { markAllNotificationsRead, markNotificationsRead } from '../../core/notifications/mark-read.ts';
import { ZMarkedOutput, ZMarkReadInput, ZNotificationListInput, ZNotificationPage } from '../../core/notifications/schema.ts';
import { ZSellerDashboard, ZStockAlertListInput, ZStockAlertPage } from '../../core/seller-dashboard/schema.ts';
import { listStockAlerts } from '../../core/seller-dashboard/stock-alerts.ts';
import { sellerDashboard } from '../../core/seller-dashboard/summary.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('my_sales', 'view');

export const sellerDashboardRouter = router({
  summary: view.output(ZSellerDashboard).query(({ ctx }) => sellerDashboard(ctx.core)),
  stockAlerts: view.input(ZStockAlertListInput).output(ZStockAlertPage).query(({ ctx, input }) => listStockAlerts(ctx.core, input)),
});

/** Reading a notification is part of viewing the dashboard: marking read needs only 'view'. */
export const sellerNotificationsRouter = router({
  list: view.input(ZNotificationListInput).output(ZNotificationPage).query(({ ctx, input }) => listNotifications(ctx.core, input)),
  markRead: view.input(ZMarkReadInput).output(ZMarkedOutput).mutation(({ ctx, input }) => markNotificationsRead(ctx.core, input.ids)),
  markAllRead: view.output(ZMarkedOutput).mutation(({ ctx }) => markAllNotificationsRead(ctx.core)),
});
