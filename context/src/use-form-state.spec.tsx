import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldError } from '@academy/common';
import { useFormState } from './use-form-state';

interface Values {
  name: string;
  code: string;
}

const validate = (values: Values): FieldError[] => [
  ...(values.name ? [] : [{ field: 'name', message: '이름을 입력해 주세요.' }]),
  ...(values.code.length === 4 ? [] : [{ field: 'code', message: '코드는 4자리입니다.' }]),
];

function Form({ onSend }: { onSend: (values: Values) => void }) {
  const { formRef, field: bind, handleSubmit } = useFormState<Values>({ name: '', code: '' }, validate);
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit(onSend)}>
      {(['name', 'code'] as const).map((name) => {
        const field = bind(name);
        return (
          <label key={name}>
            {name}
            <input name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            {field.error && <span role="alert">{field.error}</span>}
          </label>
        );
      })}
      <button type="submit">보내기</button>
    </form>
  );
}

describe('useFormState, the one hook of the non-antd forms', () => {
  it('sends nothing while the validator finds a fault, shows each message and focuses the first field', async () => {
    const onSend = jest.fn();
    render(<Form onSend={onSend} />);
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '이름을 입력해 주세요.',
      '코드는 4자리입니다.',
    ]);
    expect(screen.getByRole('textbox', { name: /name/ })).toHaveFocus();
  });

  it('checks a field when it loses focus, clears its message as it is typed in, and sends the values', async () => {
    const onSend = jest.fn();
    render(<Form onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: /code/ }), '12');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('코드는 4자리입니다.');
    await userEvent.type(screen.getByRole('textbox', { name: /code/ }), '3');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /name/ }), '민수');
    await userEvent.type(screen.getByRole('textbox', { name: /code/ }), '4');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(onSend).toHaveBeenCalledWith({ name: '민수', code: '1234' });
  });

  it("clears another field's message as soon as a change makes it valid (the confirmation now matches)", async () => {
    const matching = (values: Values): FieldError[] =>
      values.code === values.name ? [] : [{ field: 'code', message: '확인 값이 일치하지 않습니다.' }];
    function PairForm() {
      const { formRef, field: bind, handleSubmit } = useFormState<Values>({ name: '', code: '' }, matching);
      return (
        <form ref={formRef} noValidate onSubmit={handleSubmit(() => undefined)}>
          {(['name', 'code'] as const).map((name) => {
            const field = bind(name);
            return (
              <label key={name}>
                {name}
                <input name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                {field.error && <span role="alert">{field.error}</span>}
              </label>
            );
          })}
          <button type="submit">보내기</button>
        </form>
      );
    }
    render(<PairForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /name/ }), 'abcd');
    await userEvent.type(screen.getByRole('textbox', { name: /code/ }), 'abce');
    await userEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(screen.getByRole('alert')).toHaveTextContent('확인 값이 일치하지 않습니다.');
    await userEvent.clear(screen.getByRole('textbox', { name: /name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /name/ }), 'abc');
    expect(screen.getByRole('alert')).toHaveTextContent('확인 값이 일치하지 않습니다.');
    await userEvent.type(screen.getByRole('textbox', { name: /name/ }), 'e');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
