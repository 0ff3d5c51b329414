"""The release workflow and the version: three systems build ``build.spec``, self-test, and attach their files."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

from scenes import __version__
from scenes.main import main

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
SYSTEMS = ("ubuntu", "windows", "macos")


@pytest.fixture(scope="module")
def workflow() -> dict[Any, Any]:
    return yaml.safe_load(WORKFLOW.read_text("utf-8"))


def commands(job: dict[str, Any]) -> list[str]:
    """Every shell command the job's steps run."""
    return [step["run"] for step in job["steps"] if "run" in step]


def test_the_workflow_runs_on_version_tags(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare "on" as true
    assert triggers["push"]["tags"] == ["v*"]
    assert workflow["permissions"]["contents"] == "write", "attaching files to a release needs write access"


def test_the_executable_is_built_and_self_tested_on_linux_windows_and_macos(workflow):
    build = workflow["jobs"]["build"]
    systems = build["strategy"]["matrix"]["include"]
    assert sorted(system["os"].split("-")[0] for system in systems) == sorted(SYSTEMS)
    assert build["runs-on"] == "${{ matrix.os }}"
    run = commands(build)
    assert any("pyinstaller" in command and "build.spec" in command for command in run)
    assert "${{ matrix.built }} --self-test" in run
    built = run.index(next(command for command in run if "build.spec" in command))
    assert built < run.index("${{ matrix.built }} --self-test"), "the self-test runs on what was just built"
    assert any("--version" in command and "GITHUB_REF_NAME" in command for command in run)
    names = [system["asset"] for system in systems]
    assert len(set(names)) == 3 and any(name.endswith(".exe") for name in names)


def test_the_three_files_are_attached_to_the_release(workflow):
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build"
    download = next(step for step in release["steps"] if step.get("uses", "").startswith("actions/download-artifact"))
    assert download["with"]["merge-multiple"] is True, "all three files in one folder"
    script = "\n".join(commands(release))
    assert "gh release create" in script and "gh release upload" in script
    assert "release/*" in script


def test_version_prints_the_packages_version(capsys):
    with pytest.raises(SystemExit) as exit_status:
        main(["--version"])
    assert exit_status.value.code == 0
    assert capsys.readouterr().out.strip() == f"hofintrigen {__version__}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "scenes.__version__"}
