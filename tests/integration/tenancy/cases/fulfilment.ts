import type { IsolationCase } from '../isolation-cases.ts';

/** Invoices, packaging and delivery (My Sales; printing and mass shipping are jobs). A's buyers are named 'Packer <marker> n'. */
export const fulfilmentCases: Record<string, IsolationCase> = {
  'invoices.list': { list: (a) => ({ search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'invoices.generate': { reach: (a) => ({ orderId: a.fulfilment.packOrderId }) },
  'fulfilment.packaging': { list: (a) => ({ search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'fulfilment.delivery': { list: (a) => ({ tab: 'paid', search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'fulfilment.shipments': { list: (a) => ({ search: a.fulfilment.trackingNo, pageSize: 80 }) },
};
