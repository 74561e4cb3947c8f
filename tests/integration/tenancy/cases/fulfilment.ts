import type { IsolationCase } from '../isolation-cases.ts';

/** Invoices, packaging, delivery, printing and mass shipping (My Sales). A's buyers are named 'Packer <marker> n'. */
export const fulfilmentCases: Record<string, IsolationCase> = {
  'invoices.list': { list: (a) => ({ search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'invoices.generate': { reach: (a) => ({ orderId: a.fulfilment.packOrderId }) },
  'fulfilment.packaging': { list: (a) => ({ search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'fulfilment.delivery': { list: (a) => ({ tab: 'paid', search: `packer ${a.marker.toLowerCase()}`, pageSize: 80 }) },
  'fulfilment.shipments': { list: (a) => ({ search: a.fulfilment.trackingNo, pageSize: 80 }) },
  'fulfilment.print': { reach: (a) => ({ documents: 'packaging', orderIds: [a.fulfilment.packOrderId, a.fulfilment.shippedOrderId] }) },
  'fulfilment.startMassShipping': { reach: (a) => ({ uploadId: a.fulfilment.massShippingUploadId }) },
  'fulfilment.job': { reach: (a) => ({ id: a.fulfilment.printJobId }) },
  'fulfilment.jobs': { list: () => ({ pageSize: 80 }) },
};
