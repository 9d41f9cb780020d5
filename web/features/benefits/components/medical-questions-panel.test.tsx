import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { MedicalQuestionsPanel } from './medical-questions-panel';

it('shows the answers given before when the panel opens again', async () => {
  render(
    <MedicalQuestionsPanel
      open
      onClose={() => {}}
      onClosed={() => {}}
      questions={[
        { id: 1, question: 'Have you been treated in hospital in the last five years?' },
        { id: 2, question: 'Are you waiting for any treatment?' },
      ]}
      initial={{ 1: 'No', 2: 'Yes' }}
      onSave={() => {}}
    />,
  );
  const first = await screen.findByRole('group', {
    name: 'Have you been treated in hospital in the last five years?',
  });
  expect(within(first).getByRole('radio', { name: 'No' })).toBeChecked();
  expect(within(first).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  const second = screen.getByRole('group', { name: 'Are you waiting for any treatment?' });
  expect(within(second).getByRole('radio', { name: 'Yes' })).toBeChecked();
});
