import { deleteSmeCertificate, listSmeCertificates, saveSmeCertificate } from '../../core/sme/certificates.ts';
import { listSmeCompanies, smeCompanyDetail } from '../../core/sme/directory.ts';
import { saveSmeSetup, smeOverview } from '../../core/sme/programme.ts';
import { listSmeRequests, moveSmeRequest, sendSmeRequest } from '../../core/sme/requests.ts';
import {
  ZSmeCertificate,
  ZSmeCertificateId,
  ZSmeCertificateInput,
  ZSmeCompanyDetail,
  ZSmeCompanyId,
  ZSmeDirectoryInput,
  ZSmeDirectoryPage,
  ZSmeOverview,
  ZSmeRequest,
  ZSmeRequestId,
  ZSmeRequestListInput,
  ZSmeRequestPage,
  ZSmeSetupInput,
} from '../../core/sme/schema.ts';
import { moduleProcedure, router } from '../trpc.ts';

const view = moduleProcedure('sme', 'view');
const edit = moduleProcedure('sme', 'edit');

/** The SME programme (/sme/*, module sme): the own profile, the members' directory, requests to connect and certificates. */
export const smeRouter = router({
  overview: view.output(ZSmeOverview).query(({ ctx }) => smeOverview(ctx.core)),
  setup: edit.input(ZSmeSetupInput).output(ZSmeOverview).mutation(({ ctx, input }) => saveSmeSetup(ctx.core, input)),
  companies: view.input(ZSmeDirectoryInput).output(ZSmeDirectoryPage).query(({ ctx, input }) => listSmeCompanies(ctx.core, input)),
  company: view.input(ZSmeCompanyId).output(ZSmeCompanyDetail).query(({ ctx, input }) => smeCompanyDetail(ctx.core, input, false)),
  connection: view.input(ZSmeCompanyId).output(ZSmeCompanyDetail).query(({ ctx, input }) => smeCompanyDetail(ctx.core, input, true)),
  requests: view.input(ZSmeRequestListInput).output(ZSmeRequestPage).query(({ ctx, input }) => listSmeRequests(ctx.core, input)),
  send: edit.input(ZSmeCompanyId).output(ZSmeRequest).mutation(({ ctx, input }) => sendSmeRequest(ctx.core, input)),
  approve: edit.input(ZSmeRequestId).output(ZSmeRequest).mutation(({ ctx, input }) => moveSmeRequest(ctx.core, input, 'approve')),
  reject: edit.input(ZSmeRequestId).output(ZSmeRequest).mutation(({ ctx, input }) => moveSmeRequest(ctx.core, input, 'reject')),
  cancel: edit.input(ZSmeRequestId).output(ZSmeRequest).mutation(({ ctx, input }) => moveSmeRequest(ctx.core, input, 'cancel')),
  certificates: view.output(ZSmeCertificate.array()).query(({ ctx }) => listSmeCertificates(ctx.core)),
  saveCertificate: edit.input(ZSmeCertificateInput).output(ZSmeCertificate).mutation(({ ctx, input }) => saveSmeCertificate(ctx.core, input)),
  deleteCertificate: edit.input(ZSmeCertificateId).output(ZSmeCertificateId).mutation(({ ctx, input }) => deleteSmeCertificate(ctx.core, input)),
});
