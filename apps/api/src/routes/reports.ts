/** Reports (RELATORIO) and image links (LINK_IMAGENS), spec 3 §2, §5, §7. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZImageLinks, ZReportDetailed, ZReportExport, ZReportRange } from '@admissao/domain';
import type { AppContext } from '../context.ts';
import { assertSameClient, staffWithFlag } from '../modules/configuration/roles.ts';
import { exportPlan, streamCandidateExport } from '../modules/reports/export-candidates.ts';
import { planImageLinks, streamImageLinks } from '../modules/reports/generate-image-links.ts';
import { reportRange } from '../modules/reports/report-range.ts';
import { detailedReport, startReport } from '../modules/reports/screen-reports.ts';

const staff = { auth: 'staff' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/candidate/report/start', { config: staff, schema: { querystring: ZReportRange } }, (req) => {
    const { tenant } = staffWithFlag(req, 'RELATORIO');
    return startReport(ctx.db, tenant, reportRange(req.query.DATINICIAL, req.query.DATFINAL));
  });
  app.get(
    '/candidate/report/detailed',
    { config: staff, schema: { querystring: ZReportDetailed } },
    (req) => {
      const { tenant } = staffWithFlag(req, 'RELATORIO');
      const q = req.query;
      return detailedReport(ctx.db, tenant, reportRange(q.DATINICIAL, q.DATFINAL), q.page, q.pageSize);
    },
  );

  app.post('/candidate/report/export', { config: staff, schema: { body: ZReportExport } }, (req, reply) => {
    const { tenant } = staffWithFlag(req, 'RELATORIO');
    // every check happens here, before the first byte: once streaming, an error can only cut the file
    const plan = exportPlan(tenant, req.body);
    const stream = streamCandidateExport(ctx.db, plan, (err) => req.log.error({ err }, 'exportação falhou'));
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${plan.fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.post(
    '/procedure/generate/candidate/images/type',
    { config: staff, schema: { body: ZImageLinks } },
    async (req, reply) => {
      const { tenant } = staffWithFlag(req, 'LINK_IMAGENS');
      assertSameClient(tenant, req.body.CODADM, req.body.CODCLI);
      const plan = await planImageLinks(
        ctx,
        tenant,
        req.body.CODTIPODOC,
        req.body.DATINICIO,
        req.body.DATFIM,
      );
      const stream = streamImageLinks(ctx, plan, (err) =>
        req.log.error({ err }, 'links de imagens falharam'),
      );
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${plan.fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
