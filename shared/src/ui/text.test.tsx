import { renderHook } from '@testing-library/react';
import en_US from '../i18n/locales/common/en_US.json';
import { i18nWrapper } from './test-support/i18n.js';
import { useUiText } from './text.js';

describe('useUiText', () => {
  it('reads the same words before and after the English common bundle is loaded', () => {
    const before = renderHook(useUiText, { wrapper: i18nWrapper() }).result.current;
    const after = renderHook(useUiText, { wrapper: i18nWrapper(en_US) }).result.current;
    expect(before).toEqual({ close: 'Close', confirm: 'Confirm', cancel: 'Cancel', illegalInput: 'Illegal input' });
    expect(after).toEqual(before);
  });

  it('follows the loaded language', () => {
    const text = renderHook(useUiText, {
      wrapper: i18nWrapper({ close: '關閉', confirm: '確定', cancel: '取消', illegalInput: '輸入不合法' }, 'zh_TW'),
    }).result.current;
    expect(text).toEqual({ close: '關閉', confirm: '確定', cancel: '取消', illegalInput: '輸入不合法' });
  });
});
