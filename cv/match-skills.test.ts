import { describe, expect, it } from 'vitest';
import type { SkillSpec } from '../api/contract';
import { matchSkills } from './match-skills';

const spec: SkillSpec = {
  skills: [
    { name: 'Go', aliases: ['golang'] },
    { name: 'C', aliases: [] },
    { name: 'C++', aliases: ['cpp'] },
    { name: 'C#', aliases: ['csharp', '.net'] },
    { name: 'Node.js', aliases: ['node', 'nodejs'] },
    { name: 'JavaScript', aliases: ['js', 'ecmascript'] },
    { name: 'Ruby', aliases: [] },
    { name: 'Ruby on Rails', aliases: ['rails', 'ror'] },
    { name: 'AWS', aliases: ['amazon web services'] },
    { name: 'Kubernetes', aliases: ['k8s'] },
  ],
};

describe('matchSkills', () => {
  it('finds names and aliases regardless of case', () => {
    expect(matchSkills('Built services in GOLANG on K8S', spec)).toEqual(['Go', 'Kubernetes']);
    expect(matchSkills('kubernetes and go', spec)).toEqual(['Go', 'Kubernetes']);
  });

  it('respects word edges: Go is not in Google, C not in C++ or CSS', () => {
    expect(matchSkills('Worked at Google on Gopher tooling; styled with CSS', spec)).toEqual([]);
    expect(matchSkills('Systems in C++ (cpp17)', spec)).toEqual(['C++']);
    expect(matchSkills('Low-level C, some C#.', spec)).toEqual(['C', 'C#']);
  });

  it('handles punctuation in names: Node.js, .net, end of sentence', () => {
    expect(matchSkills('APIs with Node.js.', spec)).toEqual(['Node.js']);
    expect(matchSkills('I write Go.', spec)).toEqual(['Go']);
    expect(matchSkills('Desktop apps on .NET', spec)).toEqual(['C#']);
    expect(matchSkills('ASP.NET pages', spec)).toEqual([]);
  });

  it('matches multi-word terms across line breaks and prefers the longer term', () => {
    expect(matchSkills('Deployed on Amazon\nWeb   Services', spec)).toEqual(['AWS']);
    expect(matchSkills('Ruby on Rails apps', spec)).toEqual(['Ruby', 'Ruby on Rails']);
    expect(matchSkills('Rails only', spec)).toEqual(['Ruby on Rails']);
  });

  it('finds nothing without a spec', () => {
    expect(matchSkills('Go', undefined)).toEqual([]);
    expect(matchSkills('Go', {})).toEqual([]);
  });
});
