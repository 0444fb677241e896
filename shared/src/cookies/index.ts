export { readCookie, writeCookie, removeCookie, readJsonCookie, writeJsonCookie, type CookieWriteOptions } from './cookies.js';
