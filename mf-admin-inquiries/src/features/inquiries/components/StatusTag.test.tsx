import { render, screen } from '@testing-library/react';
import { StatusTag } from './StatusTag';

describe('StatusTag', () => {
  it.each([
    ['New', 'ant-tag-blue'],
    ['Responded', 'ant-tag-green'],
    ['Closed', 'ant-tag-default'],
  ] as const)('shows %s with the %s colour', (status, colourClass) => {
    render(<StatusTag status={status} />);
    const tag = screen.getByText(status);
    expect(tag.closest('.ant-tag')).toHaveClass(colourClass);
  });

  it('gives each status a different colour', () => {
    const { container } = render(
      <>
        <StatusTag status="New" />
        <StatusTag status="Responded" />
        <StatusTag status="Closed" />
      </>,
    );
    const classes = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.className);
    expect(new Set(classes).size).toBe(3);
  });
});
