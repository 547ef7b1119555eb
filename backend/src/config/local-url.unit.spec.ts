import { isLocalUrl } from './local-url';

describe('isLocalUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://suego.localhost:8080/',
    'http://127.0.0.1:3199',
    'http://127.8.9.10',
    'http://[::1]:3000',
  ])('%s is local', (url) => expect(isLocalUrl(url)).toBe(true));

  it.each([
    'https://suego.example.com',
    'http://localhost.example.com',
    'http://128.0.0.1',
    'http://10.0.0.5',
    'http://[::2]',
    'http://0.0.0.0:3000',
    'not a url',
  ])('%s is not local', (url) => expect(isLocalUrl(url)).toBe(false));
});
