from dataclasses import astuple, dataclass, field

import pytest
from tuf.api.metadata import (
    DelegatedRole,
    Root,
    Snapshot,
    Targets,
    Timestamp,
)

from tuf_conformance._internal.client_runner import ClientRunner
from tuf_conformance._internal.repository_simulator import RepositorySimulator
from tuf_conformance._internal.simulator_server import SimulatorServer


@dataclass
class DelegationTester:
    delegator: str
    rolename: str
    keyids: list[str] | None = field(default_factory=list)
    threshold: int = 1
    terminating: bool = False
    paths: list[str] | None = field(default_factory=lambda: ["*"])


@dataclass
class TargetTest:
    rolename: str
    content: bytes
    targetpath: str


@dataclass
class TargetTestCase:
    targetpath: str
    found: bool
    visited_order: list[str] = field(default_factory=list)


@dataclass
class DelegationsTestCase:
    """A delegations graph as lists of delegations and target files
    and the expected order of traversal as a list of role names."""

    delegations: list[DelegationTester]
    target_files: list[TargetTest] = field(default_factory=list)
    visited_order: list[str] = field(default_factory=list)


# DataSet is only here so type hints can be used.
DataSet = dict[str, DelegationsTestCase]
DataSetTarget = dict[str, TargetTestCase]


graphs: DataSet = {
    "basic-delegation": DelegationsTestCase(
        delegations=[DelegationTester("targets", "A")],
        visited_order=["A"],
    ),
    "single-level-delegations": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
        ],
        visited_order=["A", "B"],
    ),
    "two-level-delegations": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("B", "C"),
        ],
        visited_order=["A", "B", "C"],
    ),
    "two-level-test-DFS-order-of-traversal": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C"),
            DelegationTester("A", "D"),
        ],
        visited_order=["A", "C", "D", "B"],
    ),
    "three-level-delegation-test-DFS-order-of-traversal": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C"),
            DelegationTester("C", "D"),
        ],
        visited_order=["A", "C", "D", "B"],
    ),
    "two-level-terminating-ignores-all-but-roles-descendants": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C", terminating=True),
            DelegationTester("A", "D"),
        ],
        visited_order=["A", "C"],
    ),
    "three-level-terminating-ignores-all-but-roles-descendants": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C", terminating=True),
            DelegationTester("C", "D"),
        ],
        visited_order=["A", "C", "D"],
    ),
    "two-level-ignores-all-branches-not-matching-paths": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A", paths=["*.py"]),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C"),
        ],
        visited_order=["B"],
    ),
    "three-level-ignores-all-branches-not-matching-paths": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("A", "C", paths=["*.py"]),
            DelegationTester("C", "D"),
        ],
        visited_order=["A", "B"],
    ),
    "cyclic-graph": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("B", "C"),
            DelegationTester("C", "D"),
            DelegationTester("D", "B"),
        ],
        visited_order=["A", "B", "C", "D"],
    ),
    "two-roles-delegating-to-a-third": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("B", "C"),
            DelegationTester("A", "C"),
        ],
        # Under all same conditions, 'C' is reached through 'A' first"
        visited_order=["A", "C", "B"],
    ),
    "two-roles-delegating-to-a-third-different-paths": DelegationsTestCase(
        delegations=[
            DelegationTester("targets", "A"),
            DelegationTester("targets", "B"),
            DelegationTester("B", "C"),
            DelegationTester("A", "C", paths=["*.py"]),
        ],
        # 'C' is reached through 'B' since 'A' does not delegate a matching pattern"
        visited_order=["A", "B", "C"],
    ),
}


graph_ids = graphs.keys()
graph_cases = graphs.values()


def init_repo(repo: RepositorySimulator, test_case: DelegationsTestCase) -> None:
    modified_roles = set()
    for d in test_case.delegations:
        if d.rolename in repo.mds:
            targets = repo.mds[d.rolename].signed
        else:
            targets = Targets(1, None, repo.safe_expiry, {}, None)

        # unpack 'd' but skip "delegator"
        role = DelegatedRole(*astuple(d)[1:])
        repo.add_delegation(d.delegator, role, targets)
        modified_roles.add(d.rolename)
        modified_roles.add(d.delegator)

    for target in test_case.target_files:
        repo.add_artifact(*astuple(target))

    repo.publish([*modified_roles, Snapshot.type, Timestamp.type])


@pytest.mark.parametrize("graphs", graph_cases, ids=graph_ids)
def test_graph_traversal(
    client: ClientRunner, server: SimulatorServer, graphs: DelegationsTestCase
) -> None:
    """Test that delegated roles are traversed in the order of appearance
    in the delegator's metadata, using pre-order depth-first search"""

    exp_calls = [(role, 1) for role in graphs.visited_order]

    init_data, repo = server.new_test(client.test_name)

    assert client.init_client(init_data) == 0
    init_repo(repo, graphs)

    assert client.download_target(init_data, "missingpath") == 1
    # skip the top level metadata (root, timestamp, snapshot, targets) in statistics
    assert repo.metadata_statistics[4:] == exp_calls


r"""
Create a single repository with the following delegations:

                      targets
*.doc, *.md, foo-?.tgz  /  \  releases/*/*
                       A    B
              releases/x/  / \  releases/y/*.zip
                          C   D

Test that Updater successfully finds the target files metadata,
traversing the delegations as expected.
"""
delegations_tree = DelegationsTestCase(
    delegations=[
        DelegationTester("targets", "A", paths=["*.doc", "*.md", "foo-?.tgz"]),
        DelegationTester("targets", "B", paths=["releases/*/*"]),
        DelegationTester("B", "C", paths=["releases/x/*"]),
        DelegationTester("B", "D", paths=["releases/y/*.zip"]),
    ],
    target_files=[
        TargetTest("targets", b"targetfile content", "targetfile"),
        TargetTest("A", b"README by A", "README.md"),
        TargetTest("A", b"nested README by A", "releases/README.md"),
        TargetTest("A", b"foo 1", "foo-1.tgz"),
        TargetTest("A", b"foo alpha", "foo-alpha.tgz"),
        TargetTest("C", b"x release by C", "releases/x/x_v1"),
        TargetTest("D", b"y release by D", "releases/y/y_v1.zip"),
        TargetTest("D", b"z release by D", "releases/z/z_v1.zip"),
    ],
)

targets: DataSetTarget = {
    "no delegations": TargetTestCase("targetfile", True, []),
    "targetpath matches wildcard": TargetTestCase("README.md", True, ["A"]),
    "targetpath with separators x": TargetTestCase("releases/x/x_v1", True, ["B", "C"]),
    "targetpath with separators y": TargetTestCase(
        "releases/y/y_v1.zip", True, ["B", "D"]
    ),
    "targetpath is not delegated by all roles in the chain": TargetTestCase(
        "releases/z/z_v1.zip", False, ["B"]
    ),
    "wildcard does not match path separator": TargetTestCase(
        "releases/README.md", False, []
    ),
    "targetpath matches question mark wildcard": TargetTestCase(
        "foo-1.tgz", True, ["A"]
    ),
    "targetpath does not match question mark wildcard": TargetTestCase(
        "foo-alpha.tgz", False, []
    ),
    "targetpath matching is case sensitive": TargetTestCase("README.MD", False, []),
}


targets_ids = targets.keys()
targets_cases = targets.values()


@pytest.mark.parametrize("target", targets_cases, ids=targets_ids)
def test_targetfile_search(
    client: ClientRunner, server: SimulatorServer, target: TargetTestCase
) -> None:
    exp_calls = [(role, 1) for role in target.visited_order]

    init_data, repo = server.new_test(client.test_name)
    assert client.init_client(init_data) == 0
    init_repo(repo, delegations_tree)

    if target.found:
        assert client.download_target(init_data, target.targetpath) == 0
        assert client.get_downloaded_target_bytes() == [
            repo.artifacts[target.targetpath].data
        ]
    else:
        assert client.download_target(init_data, target.targetpath) == 1

    # skip the top level metadata (root, timestamp, snapshot, targets) in statistics
    assert repo.metadata_statistics[4:] == exp_calls


def test_cached_role_is_verified_against_current_delegator(
    client: ClientRunner, server: SimulatorServer
) -> None:
    """A cached role must not inherit authority from an earlier search path.

    The test creates a "diamond shape" delegation where a role is delegated to
    from multiple delegators. Client should not skip validating the current
    delegation path just because another path to this role has already been
    validated.

    Refusing to to operate with "diamond shape" delegations is also considered
    acceptable (as it's not clear that this structure has any real use cases).
    """
    init_data, repo = server.new_test(client.test_name)
    assert client.init_client(init_data) == 0

    # Two top-level branches authorize the same role name for disjoint paths.
    repo.add_delegation(
        Targets.type,
        DelegatedRole("parent-a", [], 1, False, ["team-a/*"]),
        Targets(expires=repo.safe_expiry),
    )
    repo.add_delegation(
        Targets.type,
        DelegatedRole("parent-b", [], 1, False, ["team-b/*"]),
        Targets(expires=repo.safe_expiry),
    )
    release = Targets(expires=repo.safe_expiry)
    repo.add_delegation(
        "parent-a",
        DelegatedRole("release", [], 1, False, ["team-a/*"]),
        release,
    )
    repo.add_delegation(
        "parent-b",
        DelegatedRole("release", [], 1, False, ["team-b/*"]),
        release,
    )

    # add_delegation() created a distinct release key for each parent. Publish
    # release metadata with only parent A's signer: it is valid through A but
    # must fail verification when a later lookup reaches it through B.
    parent_b = repo.any_targets("parent-b")
    assert parent_b.delegations is not None
    assert parent_b.delegations.roles is not None
    parent_b_keyids = parent_b.delegations.roles["release"].keyids
    assert len(parent_b_keyids) == 1
    del repo.signers["release"][parent_b_keyids[0]]

    repo.add_artifact("release", b"trusted A", "team-a/trusted_root.json")
    repo.add_artifact("release", b"malicious B", "team-b/trusted_root.json")
    repo.publish(
        [
            "release",
            "parent-a",
            "parent-b",
            Targets.type,
            Snapshot.type,
            Timestamp.type,
        ]
    )

    # Make two lookups in one updater process. The first targets delegation is
    # valid but second ones delegation is not.
    # There are two accepted client choices:
    # 1. first target is downloaded, second is not
    # 2. Nothing is downloaded (multiple delegators for a role are not accepted)
    assert (
        client.download_targets(
            init_data,
            ["team-a/trusted_root.json", "team-b/trusted_root.json"],
        )
        == 1
    )
    assert client.get_downloaded_target_bytes() in ([b"trusted A"], [])


def test_delegation_not_in_snapshot(
    client: ClientRunner, server: SimulatorServer
) -> None:
    """Test that client will not use a delegation if it is not listed in snapshot"""
    init_data, repo = server.new_test(client.test_name)
    assert client.init_client(init_data) == 0

    # Add a delegated role "delegated"
    role = DelegatedRole("delegated", [], 1, False, ["delegatedpath/*"])
    delegated_targets = Targets(expires=repo.safe_expiry)
    repo.add_delegation(Targets.type, role, delegated_targets)
    repo.publish(["delegated", Targets.type])

    # Tweak snapshot so "delegated" is not included in it
    del repo.snapshot.meta["delegated.json"]
    repo.publish([Snapshot.type, Timestamp.type])

    # top-level refresh succeeds, download fails since "delegated" is not in snapshot
    assert client.refresh(init_data) == 0
    repo.metadata_statistics.clear()
    assert client.download_target(init_data, "delegatedpath/foo") == 1

    # delegated roles metadata is not trusted, and was not even downloaded
    assert client.version("delegated") is None
    assert repo.metadata_statistics == [(Root.type, 2), (Timestamp.type, None)]
