import type { AdminBattle, AdminProject } from '@crewcast/contracts/projects';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi, fakeRequests } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { logIn } from '@/testing/session';
import { NewBattleDialog } from './new-battle-dialog';
import { ScheduleDialog } from './schedule-dialog';

const STRINGS = translations({
  'console.greenlight.new.title': 'New battle',
  'console.greenlight.new.submit': 'Create battle',
  'console.greenlight.schedule.title': 'Schedule |0',
  'console.greenlight.schedule.submit': 'Save schedule',
  'console.greenlight.side.left': 'Left project',
  'console.greenlight.side.right': 'Right project',
  'console.greenlight.field.videoFile': 'Video file',
  'console.greenlight.field.packshot': 'Packshot (16:9)',
  'console.greenlight.field.max': 'Largest contribution',
  'console.greenlight.packshotNeeded': 'Choose a JPEG, PNG or WebP picture.',
  'console.greenlight.videoNeeded': 'Choose a video file.',
  'console.catalog.picture.wrongType': 'Pictures must be JPEG, PNG or WebP.',
});

const project = (title: string) => ({ id: crypto.randomUUID(), title }) as AdminProject;

const BATTLE = {
  id: crypto.randomUUID(),
  leftProject: project('Night Shift'),
  rightProject: project('Day Off'),
  startDate: '2026-12-01T18:00:00.000Z',
  endDate: '2026-12-15T18:00:00.000Z',
  minContribution: 1,
  maxContribution: 50,
} as AdminBattle;

describe('the Greenlight dialogs', () => {
  it('say what a new battle lacks, on its fields, and refuse a packshot the server would refuse', async () => {
    // The picture field's accept list would keep the wrong file out; the server's rule is what is tested.
    const user = userEvent.setup({ applyAccept: false });
    logIn();
    const fetchMock = fakeApi({});
    renderStarted(<NewBattleDialog open onClose={vi.fn()} onCreated={vi.fn()} />, { strings: STRINGS });
    const left = screen.getByRole('group', { name: 'Left project' });
    await user.upload(
      within(left).getByLabelText(/^Packshot \(16:9\)/),
      new File(['x'], 'a.gif', { type: 'image/gif' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create battle' }));
    expect(await within(left).findByText('Choose a video file.')).toBeTruthy();
    expect(within(left).getByText('Pictures must be JPEG, PNG or WebP.')).toBeTruthy();
    expect(within(left).getByLabelText(/^Video file/)).toBe(document.activeElement);
    expect(fakeRequests(fetchMock)).toEqual([]);
  });

  it('sends a new schedule and shows a refusal on the field it names', async () => {
    const user = userEvent.setup();
    logIn();
    const fetchMock = fakeApi({
      [`PUT /v1/admin/battles/${BATTLE.id}/schedule`]: errorAnswer(400, 'VALIDATION', 'Not valid', {
        fields: { maxContribution: ['At most 1000.'] },
      }),
    });
    renderStarted(<ScheduleDialog battle={BATTLE} onClose={vi.fn()} />, { strings: STRINGS });
    const dialog = screen.getByRole('dialog', { name: 'Schedule Night Shift / Day Off' });
    await user.clear(within(dialog).getByLabelText(/^Largest contribution/));
    await user.type(within(dialog).getByLabelText(/^Largest contribution/), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    expect(await within(dialog).findByText('At most 1000.')).toBeTruthy();
    expect(fakeRequests(fetchMock).at(-1)).toMatchObject({
      method: 'PUT',
      body: { minContribution: 1, maxContribution: 5000 },
    });
  });
});
