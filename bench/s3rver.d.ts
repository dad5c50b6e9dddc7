/** The part of s3rver (a dev dependency without types of its own) that bench/fault-tools.ts uses. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
