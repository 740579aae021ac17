import { describe, expect, it } from 'vitest';
import { asciiFileName, downloadFileName } from './download-name.rules.ts';

describe('download names (spec 002 §5)', () => {
  it('keeps the uploaded name with the stored extension', () => {
    expect(downloadFileName('quanlykho-1.0.zip', 'product-1b2c.zip')).toBe('quanlykho-1.0.zip');
    expect(downloadFileName('Hướng dẫn cài đặt.PDF', 'guide-9.pdf')).toBe('Hướng dẫn cài đặt.pdf');
    expect(downloadFileName('phan-mem', 'product-1.zip')).toBe('phan-mem.zip');
  });

  it('drops folders, control and reserved characters, and falls back to the stored name', () => {
    expect(downloadFileName('C:\\tmp\\..\\a"b<c>.zip', 'product-1.zip')).toBe('a b c.zip');
    expect(downloadFileName('../../etc/passwd\r\n.zip', 'product-1.zip')).toBe('passwd.zip');
    expect(downloadFileName('...', 'product-1.zip')).toBe('product-1.zip');
    expect(downloadFileName(null, 'product-1.zip')).toBe('product-1.zip');
  });

  it('gives an ASCII fallback without Vietnamese marks', () => {
    expect(asciiFileName('Phần mềm quản lý đơn hàng.zip')).toBe('Phan mem quan ly don hang.zip');
  });
});
