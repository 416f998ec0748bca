import DeleteIcon from '@mui/icons-material/Delete';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import IconButton from '@mui/material/IconButton';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { unnamedControls } from './unnamed-controls';

afterEach(cleanup);

describe('unnamedControls', () => {
  it('finds an icon button without a name', () => {
    const { container } = render(
      <IconButton>
        <DeleteIcon />
      </IconButton>,
    );
    expect(unnamedControls(container)).toEqual([expect.stringMatching(/has no accessible name/)]);
  });

  it('finds a clickable element that is not exposed as a control (a MUI tab scroll arrow)', () => {
    const { container } = render(
      <ButtonBase component="div" role={undefined} tabIndex={-1}>
        <DeleteIcon />
      </ButtonBase>,
    );
    // ButtonBase with a div adds role="button"; MUI's tab arrows remove it.
    container.querySelector('.MuiButtonBase-root')?.removeAttribute('role');
    expect(unnamedControls(container)).toEqual([expect.stringMatching(/not exposed as a control/)]);
  });

  it('accepts named controls and ignores hidden ones', () => {
    const { container } = render(
      <>
        <IconButton aria-label="Delete the row">
          <DeleteIcon />
        </IconButton>
        <button type="button">Export CSV</button>
        <span id="label">Start date</span>
        <button type="button" aria-labelledby="label" />
        <div aria-hidden="true">
          <IconButton>
            <DeleteIcon />
          </IconButton>
        </div>
      </>,
    );
    expect(unnamedControls(container)).toEqual([]);
  });

  it('reads a radio through its native input: named by its label, or found unnamed', () => {
    const { container } = render(
      <>
        <FormControlLabel control={<Radio />} label="Dark" />
        <Radio />
      </>,
    );
    expect(unnamedControls(container)).toEqual([expect.stringMatching(/^<input .*has no accessible name$/)]);
  });
});
