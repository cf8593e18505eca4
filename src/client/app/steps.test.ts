import { describe, expect, it } from 'vitest';
import { journeySteps, stepState } from './steps';

describe('journey steps', () => {
  it('lists the eight steps of docs/product/screens.md in order', () => {
    expect(journeySteps.map((s) => s.label)).toEqual([
      'Inicio',
      'Dashboard',
      'Verificar Eligibilidad',
      'Calculadora',
      'Comparar Opciones',
      'Explorar Propiedades',
      'Documentos',
      'Guía',
    ]);
  });

  it('marks earlier steps completed, the current one current and later ones upcoming', () => {
    expect(stepState(0, '/calculator')).toBe('completed');
    expect(stepState(2, '/calculator')).toBe('completed');
    expect(stepState(3, '/calculator')).toBe('current');
    expect(stepState(4, '/calculator')).toBe('upcoming');
  });

  it("counts a step's own pages as the step (a listing's page is Explorar Propiedades)", () => {
    expect(stepState(5, '/properties/prop-1')).toBe('current');
    expect(stepState(4, '/properties/prop-1')).toBe('completed');
    expect(stepState(5, '/propertiesx')).toBe('upcoming');
  });

  it('treats screens outside the journey as having no current step', () => {
    expect(stepState(0, '/messages')).toBe('upcoming');
  });
});
