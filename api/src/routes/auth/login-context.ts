// The login's context (who is asking, from where), read from the request and the client's own
// report. The client's fields are recorded, never trusted for a decision.
import type { FastifyRequest } from 'fastify';
import type { LoginContext } from '../../services/auth/index.js';

export interface ClientReport {
  site_id: string;
  udid?: string | undefined;
  remote_addr?: string | undefined;
  device?: string | undefined;
  browser?: string | undefined;
}

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

export function loginContext(request: FastifyRequest, report: ClientReport): LoginContext {
  return {
    site_id: report.site_id,
    udid: (report.udid ?? '').slice(0, 128),
    ip: request.ip,
    user_agent: header(request, 'user-agent').slice(0, 300),
    // The address GET /get_login_header told the client, sent back as a header or in the body.
    remote_addr: (report.remote_addr || header(request, 'x-client-ip')).slice(0, 64),
    device: (report.device ?? '').slice(0, 64),
    browser: (report.browser ?? '').slice(0, 64),
  };
}
