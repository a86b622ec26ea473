import { browserSuite } from '../support/browser-test';
import { expectAbsent, layout } from '../support/layout';
import { site } from '../support/site';

const browserTest = browserSuite();

describe('with JavaScript turned off', () => {
  browserTest(
    '/ shows the hero heading, the three programs and the gallery with its captions',
    async ({ newContext }) => {
      const captions = ((await (await fetch(site.url('/api/gallery'))).json()) as Array<{ caption: string }>).map(
        (item) => item.caption,
      );
      const page = await (
        await newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
      ).newPage();
      await page.goto('/');
      const { main } = layout(page);
      expect(await main.getByRole('heading', { level: 1 }).innerText()).toMatch(
        /이든 영어학원\s*중·고등 내신 영어부터 TOEIC까지,\s*점수로 증명합니다/,
      );
      const programs = main.locator('#programs').getByRole('heading', { level: 3 });
      expect(await programs.allInnerTexts()).toEqual([
        '중등 내신 영어',
        '고등 내신·수능 영어',
        '내신·수능 대비 집중반',
      ]);
      for (const caption of captions.slice(0, 7))
        await main.locator('#gallery').getByRole('img', { name: caption }).waitFor();
      expect(await main.locator('#gallery').getByRole('img').count()).toBe(7);
      await expectAbsent(page.getByText('자바스크립트를 켜 주세요'));
    },
  );

  browserTest('a program page shows its title and its content', async ({ newContext }) => {
    const program = (await (await fetch(site.url('/api/programs/high-school'))).json()) as {
      title: string;
      contentHtml: string;
    };
    const firstText = program.contentHtml
      .replace(/<[^>]+>/g, '\n')
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 4)!;
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    await page.goto('/program/high-school');
    const { main } = layout(page);
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(program.title);
    await main.getByRole('heading', { name: '상세 안내' }).waitFor();
    await main.getByText(firstText, { exact: false }).first().waitFor();
    await main.getByRole('table', { name: '시간표' }).waitFor();
    await main.getByText('수강료는 교육청에 신고된 금액입니다').waitFor();
  });

  browserTest('/privacy and /terms show their text, and every footer links both', async ({ newContext }) => {
    const page = await (await newContext({ javaScriptEnabled: false })).newPage();
    for (const [pathname, title] of [
      ['/privacy', '개인정보처리방침'],
      ['/terms', '이용약관'],
    ]) {
      await page.goto(pathname!);
      const { main, footer } = layout(page);
      expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(title);
      await main.getByText('시행일', { exact: false }).first().waitFor();
      await footer.getByRole('link', { name: '개인정보처리방침', exact: true }).waitFor();
      await footer.getByRole('link', { name: '이용약관', exact: true }).waitFor();
    }
  });
});
