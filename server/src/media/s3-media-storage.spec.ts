import { describe, expect, it } from '@jest/globals';
import { signV4 } from './s3-media-storage.js';

/** The worked example of AWS's Signature Version 4 documentation for S3 ("GET Object"). */
describe('signV4', () => {
  it('signs the documented GET Object example exactly as AWS does', () => {
    const headers = signV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      Buffer.alloc(0),
      { Range: 'bytes=0-9' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the documented ListObjects example (query parameters sorted and encoded)', () => {
    const headers = signV4(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      Buffer.alloc(0),
      {},
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toContain(
      'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});
