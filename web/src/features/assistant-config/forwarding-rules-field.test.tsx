// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantConfigInput, ForwardingRule } from '@rufbereit/shared';
import { ForwardingRulesField } from './forwarding-rules-field';

afterEach(cleanup);

const rule = (id: string, phone: string): ForwardingRule => ({ id, match: { kind: 'inquiry', inquiry: 'appointment' }, target: { kind: 'phone', phone }, when: 'always' });

function Rules({ rules }: { rules: ForwardingRule[] }) {
  const form = useForm<AssistantConfigInput>({ defaultValues: { forwarding_rules: rules } as Partial<AssistantConfigInput> });
  return (
    <FormProvider {...form}>
      <ForwardingRulesField />
    </FormProvider>
  );
}

describe('removing a forwarding rule', () => {
  it("moves focus to the rule that took its place, then to the one before, then to 'Regel hinzufügen'", async () => {
    const user = userEvent.setup();
    render(<Rules rules={[rule('a', '030 111'), rule('b', '030 222'), rule('c', '030 333')]} />);

    await user.click(screen.getByRole('button', { name: 'Regel 2 entfernen' }));
    expect(screen.getAllByTestId('forwarding-rule')).toHaveLength(2);
    // Rule 3 moved up to become rule 2: its button has the focus.
    expect(screen.getByRole('button', { name: 'Regel 2 entfernen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Regel 2 entfernen' }));
    expect(screen.getByRole('button', { name: 'Regel 1 entfernen' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Regel 1 entfernen' }));
    expect(screen.queryAllByTestId('forwarding-rule')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Regel hinzufügen' })).toHaveFocus();
  });
});
