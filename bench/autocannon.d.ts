/** The part of autocannon 9 the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export type Method = 'GET' | 'POST' | 'PATCH';
  /** one request as it is about to be built (setupRequest may replace any part) */
  export interface RequestParams {
    method: Method;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }
  export interface RequestOptions {
    method?: Method;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** called before every request of the connection; its answer is what is sent */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
  }
  /** one connection */
  export interface Client {
    /** the sequence this connection sends, in a loop */
    setRequests(requests: RequestOptions[]): void;
  }
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** seconds */
    duration?: number;
    /** this many requests, every answer awaited (takes precedence over duration) */
    amount?: number;
    /** seconds a request may take before it counts as a timeout (default 10) */
    timeout?: number;
    method?: Method;
    headers?: Record<string, string>;
    body?: string;
    /** called once per connection as it is created */
    setupClient?: (client: Client) => void;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface AutocannonResult {
    /** seconds */
    duration: number;
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
