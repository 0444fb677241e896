import { createI18n } from '@croupier/shared';
import { getByRole } from '@testing-library/dom';
import { registerShellNamespace } from '../i18n/shell-namespace.js';
import { bootFailureTexts, ENGLISH_BOOT_FAILURE, showBootFailure } from './boot-failure.js';

describe('the boot-failure page', () => {
  it('replaces what the container held with a heading, the message and a reload button, in English by default', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<p>half-rendered</p>';
    const reload = jest.fn();
    showBootFailure(container, { reload });
    expect(container).not.toHaveTextContent('half-rendered');
    expect(getByRole(container, 'heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(getByRole(container, 'alert')).toHaveTextContent('The site could not be started.');
    getByRole(container, 'button', { name: 'Reload the page' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it("speaks i18n's language once the shell's namespace is there, English before", async () => {
    expect(bootFailureTexts(null)).toEqual(ENGLISH_BOOT_FAILURE);
    const i18n = await createI18n({ language: 'zh_CN' });
    expect(bootFailureTexts(i18n)).toEqual(ENGLISH_BOOT_FAILURE);
    await registerShellNamespace(i18n);
    expect(bootFailureTexts(i18n)).toEqual({
      title: '出错了',
      message: '网站无法启动，请检查网络连接后重试。',
      reload: '重新加载页面',
    });
  });
});
