// Schedule templates and the employee schedule in headless Chromium against the embedded demo app: build a
// fortnightly template with an overnight section through the editor (its form's messages on the way), assign two
// employees and see their bars on the weekly roster, delete it from the list; then edit one employee's week and save
// only the days changed.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { EmployeeListRow, RollcallApi } from '@rollcall/api-client';
import type { Locator, Page } from 'playwright-core';
import { signedInApi } from './support/api-session.js';
import { useSignedInConsole } from './support/console-session.js';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/demo-app.js';

const TEST_MS = 150_000;

const running = useSignedInConsole(async (app) => ({ api: await signedInApi(app.url, DEMO_ADMIN, DEMO_PASSWORD) }));

/** DD/MM/YYYY, as date fields are typed. */
const typed = (date: DateTime) => date.toFormat('dd/LL/yyyy');
const iso = (date: DateTime) => date.toISODate() ?? '';

/** The demo's active employees with a clock id, by first name. */
async function employees(api: RollcallApi): Promise<EmployeeListRow[]> {
  const page = await api.pageEmployees({ query: { employeeStatus: 'Active', pageSize: 100, sort: 'name' } });
  return page.rows.filter((r) => typeof r.clockId === 'number');
}

async function openFromMenu(page: Page, item: string, heading: string): Promise<void> {
  const menu = page.getByTestId('side-menu');
  const link = menu.getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Schedules' }).click();
  await link.click();
  await page.getByRole('heading', { name: heading, exact: true }).waitFor({ timeout: 15_000 });
}

async function notification(page: Page, kind: 'success' | 'warning' | 'error', text: string): Promise<void> {
  await page.getByTestId(`notification-${kind}`).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

async function pickInMultiPicker(scope: Locator, label: string, person: EmployeeListRow): Promise<void> {
  await scope.getByLabel(`Search ${label}`, { exact: true }).fill(person.lastName);
  await scope.getByRole('checkbox', { name: new RegExp(`^${person.firstName} ${person.lastName} `) }).check();
}

describe('schedule templates', () => {
  it(
    'builds a fortnightly template with an overnight section, assigns two employees, shows their bars on the roster, then deletes it',
    async () => {
      const { app, page, api } = running();
      const [first, second] = (await employees(api)).slice(0, 2);
      if (!first || !second) throw new Error('the demo company has fewer than two employees');
      // two weeks ahead: after the demo templates' start, inside the 56-day horizon
      const start = DateTime.now().startOf('week').plus({ weeks: 2 });
      const name = `Fortnight ${randomUUID().slice(0, 6)}`;

      await page.goto(`${app.url}/#/dashboard`);
      await openFromMenu(page, 'Schedule Templates', 'Schedule Templates');
      await page.getByRole('cell', { name: 'Office week', exact: true }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('heading', { name: 'New Schedule Template' }).waitFor();
      expect(new URL(page.url()).hash).toBe('#/schedule/create');

      const info = page.getByRole('region', { name: 'Schedule Info' });
      const active = info.getByLabel('Active', { exact: true });
      expect([await active.isChecked(), await active.isDisabled()]).toEqual([true, true]);
      await info.getByLabel('Name', { exact: true }).fill('Office week');
      await pickInMultiPicker(info, 'Assign', first);
      await pickInMultiPicker(info, 'Assign', second);
      await info.getByLabel('Period Type', { exact: true }).selectOption('Fortnightly');
      await info.getByLabel('Start Date', { exact: true }).fill(typed(start));
      const grid = page.getByTestId('schedule-grid');
      await expect14Days(grid);

      // Monday of week 1 overnight: the form refuses Sch Out before Sch In, then an override without a deduct time
      await page.getByRole('button', { name: 'New Section Monday (week 1)' }).click();
      const form = page.getByRole('dialog', { name: 'New Section' });
      await form.getByLabel('Sch In', { exact: true }).fill('22:00');
      await form.getByLabel('Sch Out', { exact: true }).fill('06:00');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.getByRole('alert').filter({ hasText: 'Sch Out must be later than Sch In!' }).waitFor();
      await form.getByLabel('Next Day', { exact: true }).check();
      await form.getByLabel('Break', { exact: true }).fill('30');
      await form.getByLabel('Override Break Calculation', { exact: true }).check();
      await form.getByLabel('Break Calculation', { exact: true }).selectOption({ label: 'Hours at Work' });
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.getByRole('alert').filter({ hasText: 'Break deduct time must be greater than 0.' }).waitFor();
      await form.getByLabel('Break Deduct Time (hr)', { exact: true }).fill('4');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      const monday = grid.getByTestId('day-1');
      await monday.getByTestId('section-card').filter({ hasText: '22:00 - 06:00 (+1)' }).waitFor();
      // 8 hours less the 30-minute break
      expect(await monday.getByTestId('working-hours').textContent()).toBe('7.50 hrs');

      // Tuesday off; an off day takes no section
      await page.getByRole('button', { name: 'Day Modify Tuesday (week 1)' }).click();
      const tuesday = page.getByRole('dialog', { name: 'Day Modify: Tuesday (week 1)' });
      await tuesday.getByLabel('Off Day', { exact: true }).check();
      await tuesday.getByRole('button', { name: 'Save', exact: true }).click();
      await grid.getByTestId('day-2').getByTestId('off-day').waitFor();
      await page.getByRole('button', { name: 'New Section Tuesday (week 1)' }).click();
      await notification(page, 'warning', 'This is offday, cannot create rule!');

      // Wednesday copies Monday: the off-day box follows the copied day and cannot be changed
      await page.getByRole('button', { name: 'Day Modify Wednesday (week 1)' }).click();
      const wednesday = page.getByRole('dialog', { name: 'Day Modify: Wednesday (week 1)' });
      await wednesday.getByLabel('Copy From', { exact: true }).selectOption({ label: 'Monday (week 1)' });
      expect(await wednesday.getByLabel('Off Day', { exact: true }).isDisabled()).toBe(true);
      await wednesday.getByRole('button', { name: 'Save', exact: true }).click();
      await grid.getByTestId('day-3').getByTestId('section-card').filter({ hasText: '22:00 - 06:00 (+1)' }).waitFor();

      // the name is taken: the server's answer as the spec words it, nothing saved
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notification(page, 'warning', 'Warning: Name has existed.');
      expect(new URL(page.url()).hash).toBe('#/schedule/create');
      await info.getByLabel('Name', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await notification(page, 'success', 'The template is saved successfully.');
      await page.getByRole('heading', { name: 'Schedule Templates', exact: true }).waitFor();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      expect(await row.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([name, typed(start), 'Fortnightly', 'Active']),
      );

      const listed = (await api.pageScheduleTemplates({ query: { search: name } })).rows[0];
      const saved = await api.getScheduleTemplate({ path: { id: listed?.id ?? '' } });
      expect(saved).toMatchObject({ periodType: 'Fortnightly', periods: 2, days: 7, startDate: iso(start) });
      expect(saved.employeeIds).toEqual([first.id, second.id].sort());
      const [one, two, three] = saved.scheduleRules;
      expect(one?.workSections).toEqual([
        expect.objectContaining({
          startTime: '22:00',
          endTime: '06:00',
          endTimeType: 'NextDay',
          breakTime: 30,
          overrideBreakCalculation: true,
          breakCalculationType: 'HoursAtWork',
          breakTriggerTime: 4,
        }),
      ]);
      expect(two).toMatchObject({ isOffDay: true, workSections: [] });
      expect(three?.workSections[0]).toMatchObject({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay' });
      // the copy is a section of its own
      expect(three?.workSections[0]?.id).not.toBe(one?.workSections[0]?.id);

      // the roster of that week: both employees' Monday bars, 22:00 to 06:00 the next day
      await page.goto(`${app.url}/#/standardshifts/rosterByEmployee`);
      await page.getByTestId('roster-screen').waitFor({ timeout: 15_000 });
      await page.getByLabel('From', { exact: true }).fill(typed(start));
      await page.getByLabel('To', { exact: true }).fill(typed(start.plus({ days: 6 })));
      for (const person of [first, second]) {
        await page.getByLabel('Search employees', { exact: true }).fill(person.lastName);
        const cell = page.getByTestId(`cell-${person.id}-${iso(start)}`);
        await cell.getByRole('button', { name: /22:00 - 06:00 \(\+1\)$/ }).waitFor({ timeout: 20_000 });
        await page
          .getByTestId(`cell-${person.id}-${iso(start.plus({ days: 2 }))}`)
          .getByRole('button', { name: /22:00 - 06:00 \(\+1\)$/ })
          .waitFor();
      }

      // Delete selected: the template goes, and with it its employees' days of it
      await page.goto(`${app.url}/#/schedule/list`);
      const listedRow = page.getByTestId('table-row').filter({ hasText: name });
      await listedRow.getByLabel(`Select ${name}`, { exact: true }).check();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete it/them?' });
      await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
      await notification(page, 'success', 'Schedules are deleted successfully.');
      await listedRow.waitFor({ state: 'detached' });
      expect((await api.pageScheduleTemplates({ query: { search: name } })).total).toBe(0);
      const emptied = await api.searchEmployeeSchedule({
        body: { employeeId: first.id, startDate: iso(start), endDate: iso(start) },
      });
      expect(emptied.scheduleRules[0]?.workSections).toEqual([]);
    },
    TEST_MS,
  );
});

describe('employee schedule', () => {
  it(
    'edits two days of an employee’s week and saves only those, without their ids',
    async () => {
      const { app, page, api } = running();
      // the third employee by first name: not one the template test assigned
      const person = (await employees(api))[2];
      if (!person) throw new Error('the demo company has fewer than three employees');
      // a week from the demo templates (weekdays worked) whose Friday is no holiday
      let monday = DateTime.now().startOf('week').plus({ weeks: 3 });
      const weekOf = (from: DateTime) => ({ startDate: iso(from), endDate: iso(from.plus({ days: 6 })) });
      let before = await api.searchEmployeeSchedule({ body: { employeeId: person.id, ...weekOf(monday) } });
      while (!before.scheduleRules[4]?.workSections.length && monday < DateTime.now().plus({ weeks: 7 })) {
        monday = monday.plus({ weeks: 1 });
        before = await api.searchEmployeeSchedule({ body: { employeeId: person.id, ...weekOf(monday) } });
      }
      const week = weekOf(monday);
      const times = (rules: typeof before.scheduleRules) =>
        rules.map((r) => [r.ruleDay, r.isOffDay, r.workSections.map((s) => `${s.startTime}-${s.endTime}`)]);
      const thursday = iso(monday.plus({ days: 3 }));
      const friday = iso(monday.plus({ days: 4 }));
      const fridayBefore = before.scheduleRules[4]?.workSections[0];
      if (!fridayBefore) throw new Error(`no Friday shift to edit: ${JSON.stringify(times(before.scheduleRules))}`);
      const fridayTimes = `${fridayBefore.startTime} - ${fridayBefore.endTime}${fridayBefore.endTimeType === 'NextDay' ? ' (+1)' : ''}`;

      await page.goto(`${app.url}/#/dashboard`);
      await openFromMenu(page, 'Employee Schedule', 'Employee Schedule');
      // the last 7 days up to today by default
      const today = DateTime.now();
      expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(typed(today.minus({ days: 6 })));
      expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe(typed(today));
      await page.getByLabel('Employee', { exact: true }).fill(person.lastName);
      await page.getByRole('option', { name: new RegExp(`^${person.firstName} ${person.lastName}`) }).click();
      await page.getByLabel('From', { exact: true }).fill(typed(monday));
      await page.getByLabel('To', { exact: true }).fill(typed(monday.plus({ days: 6 })));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const grid = page.getByTestId('schedule-grid');
      await grid.getByTestId(`day-${friday}`).getByTestId('section-card').waitFor({ timeout: 15_000 });
      expect(await grid.locator('[data-day]').count()).toBe(7);
      const save = page.getByRole('region', { name: 'Schedule' }).getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Timesheet', exact: true }).getAttribute('href')).toBe(
        `#/timesheet/view?id=${person.id}&fromT=${week.startDate}&toT=${week.endDate}`,
      );
      expect(await main.getByRole('link', { name: 'Employee', exact: true }).getAttribute('href')).toBe(
        `#/employee/update?id=${person.id}`,
      );

      // Thursday off; Friday ends at 15:00
      const thursdayTitle = `Thu ${typed(monday.plus({ days: 3 }))}`;
      const fridayTitle = `Fri ${typed(monday.plus({ days: 4 }))}`;
      await page.getByRole('button', { name: `Day Modify ${thursdayTitle}` }).click();
      const dialog = page.getByRole('dialog', { name: `Day Modify: ${thursdayTitle}` });
      await dialog.getByLabel('Off Day', { exact: true }).check();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await grid.getByTestId(`day-${thursday}`).getByTestId('off-day').waitFor();
      expect(await save.isDisabled()).toBe(false);
      await page
        .getByRole('button', {
          name: `Modify section ${fridayTimes} of ${fridayTitle}`,
        })
        .click();
      const form = page.getByRole('dialog', { name: 'Modify Section' });
      await form.getByLabel('Sch Out', { exact: true }).fill('15:00');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      await form.waitFor({ state: 'detached' });
      expect(await grid.getByTestId('modified-mark').count()).toBe(2);

      const request = page.waitForRequest((r) => r.url().endsWith('/schedule/saveEmployeeCustomSchedule'));
      await save.click();
      const sent = (await request).postDataJSON() as { employeeId: string; ruleVos: Record<string, unknown>[] };
      await notification(page, 'success', 'Update the schedule successfully.');
      expect(sent.employeeId).toBe(person.id);
      expect(sent.ruleVos).toEqual([
        { ruleDay: thursday, isOffDay: true, workSections: [] },
        {
          ruleDay: friday,
          isOffDay: false,
          workSections: [
            expect.objectContaining({ id: fridayBefore.id, startTime: fridayBefore.startTime, endTime: '15:00' }),
          ],
        },
      ]);
      // the grid reloads: nothing changed any more, Save off again
      await page.getByTestId('modified-mark').first().waitFor({ state: 'detached' });
      expect(await save.isDisabled()).toBe(true);

      const after = await api.searchEmployeeSchedule({ body: { employeeId: person.id, ...week } });
      const expected = times(before.scheduleRules).map((day) => {
        if (day[0] === thursday) return [thursday, true, []];
        if (day[0] === friday) return [friday, false, [`${fridayBefore.startTime}-15:00`]];
        return day;
      });
      expect(times(after.scheduleRules)).toEqual(expected);
      expect(after.scheduleRules.filter((r) => !r.fromTemplate).map((r) => r.ruleDay)).toEqual([thursday, friday]);
    },
    TEST_MS,
  );
});

async function expect14Days(grid: Locator): Promise<void> {
  await grid.getByTestId('day-14').waitFor();
  expect(await grid.locator('[data-day]').count()).toBe(14);
}
