import { DEFAULT_COMPANY_SETTINGS } from './company-settings.js';
import { featureChange, featuresOf } from './customer-settings.js';

describe('customer features', () => {
  it('reads the feature flags and the export interface from the settings', () => {
    const features = featuresOf({ ...DEFAULT_COMPANY_SETTINGS, isSkillEnabled: true, outFaceTypeId: 'XeroPayType' });
    expect(features).toMatchObject({ isSkillEnabled: true, useTimeClock: true, mobileApp: false });
    expect(features.outFaceTypeId).toBe('XeroPayType');
    expect(features).not.toHaveProperty('structureName');
  });

  it('takes booleans for the flags and an id or nothing for the export interface', () => {
    expect(featureChange({ isSkillEnabled: true, mobileApp: false, outFaceTypeId: ' GreenTreeJobCosting ' })).toEqual({
      change: { isSkillEnabled: true, mobileApp: false, outFaceTypeId: 'GreenTreeJobCosting' },
      problems: [],
    });
    expect(featureChange({ outFaceTypeId: '' }).change).toEqual({ outFaceTypeId: null });
    expect(featureChange({ outFaceTypeId: null }).change).toEqual({ outFaceTypeId: null });
  });

  it('takes the payroll export templates as a list of known codes, each once', () => {
    expect(featureChange({ payrollTemplateExportCodes: ['ipayroll', ' 23 '] }).change).toEqual({
      payrollTemplateExportCodes: ['ipayroll', '23'],
    });
    expect(featureChange({ payrollTemplateExportCodes: [] }).change).toEqual({ payrollTemplateExportCodes: [] });
    for (const bad of [['nope'], ['generic', 'generic'], 'generic', [23]]) {
      expect(featureChange({ payrollTemplateExportCodes: bad }).problems.map((p) => p.field)).toEqual([
        'settings.payrollTemplateExportCodes',
      ]);
    }
    expect(featuresOf({ payrollTemplateExportCodes: ['payglobal'] }).payrollTemplateExportCodes).toEqual(['payglobal']);
  });

  it('names each problem: a flag that is not a boolean, a bad id, a setting that is not a feature', () => {
    const { change, problems } = featureChange({
      isSkillEnabled: 'yes',
      outFaceTypeId: 'drop table',
      structureName: 'Team',
    });
    expect(change).toEqual({});
    expect(problems.map((p) => p.field)).toEqual([
      'settings.isSkillEnabled',
      'settings.outFaceTypeId',
      'settings.structureName',
    ]);
  });
});
