#!/usr/bin/env python3
"""Checks that the Apple-bound modules use nothing newer than the platforms
Package.swift declares, unless under `#available` or `@available`.

Linux ignores Apple availability, so `swift build` here accepts `Task.immediate`
(iOS 26) in a package that declares iOS 16; Xcode would refuse it. This reads
what each API needs from the toolchain's own interfaces and from
AppleSDKDeclarations, as symbol graphs (swift-symbolgraph-extract), and what
each module uses from the compiler's type-checked syntax tree
(`-dump-ast -dump-ast-format json`), where every reference carries the
declaration's USR. A use is fine inside a declaration marked `@available` for
that platform and version or later, inside the true branch of an
`if #available`/`while #available`, or after a `guard #available` in the same
block. Everything else is named with its file, line, API and version.

Usage:
  check-availability.py --package Package.swift --symbols DIR [DIR...] --ast FILE [FILE...]
  check-availability.py ... --expect NAME [NAME...]   (self-test: exactly these APIs must be named)
"""
import argparse
import glob
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from swiftpm_arguments import compile_arguments  # noqa: E402

PLATFORMS = ("iOS", "macOS")
# Nodes whose type the source spells out: declarations, patterns and type expressions.
# A call's own type is the callee's signature, checked through the callee.
WRITTEN_TYPES = {"var_decl", "param_decl", "func_decl", "constructor_decl", "subscript_decl", "typealias_decl",
                 "pattern_typed", "pattern_named", "type_expr", "coerce_expr", "conditional_checked_cast_expr",
                 "forced_checked_cast_expr", "is_expr"}


def version_tuple(text):
    parts = [int(p) for p in re.findall(r"\d+", str(text))]
    return tuple((parts + [0, 0, 0])[:3])


def declared_minimums(package_swift):
    """The `platforms:` line of Package.swift, e.g. `.macOS(.v13), .iOS(.v16)`."""
    text = open(package_swift, encoding="utf-8").read()
    minimums = {}
    for platform in PLATFORMS:
        match = re.search(r"\." + platform + r"\(\.v(\d+)(?:_(\d+))?\)", text)
        if not match:
            sys.exit(f"check-availability: Package.swift declares no minimum {platform} version")
        minimums[platform] = (int(match.group(1)), int(match.group(2) or 0), 0)
    return minimums


def load_symbols(directories):
    """USR -> (name, {platform: version}) for every symbol marked newer than nothing."""
    needs = {}
    type_needs = {}
    for directory in directories:
        for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
            graph = json.load(open(path, encoding="utf-8"))
            module = graph.get("module", {}).get("name", "?")
            for symbol in graph.get("symbols", []):
                introduced = {}
                for entry in symbol.get("availability", []) or []:
                    domain = entry.get("domain")
                    if domain in PLATFORMS and "introduced" in entry:
                        v = entry["introduced"]
                        introduced[domain] = (v.get("major", 0), v.get("minor", 0), v.get("patch", 0))
                if not introduced:
                    continue
                usr = symbol["identifier"]["precise"]
                name = module + "." + ".".join(symbol.get("pathComponents", [])) if symbol.get("pathComponents") else usr
                needs[usr] = (name, introduced)
                kind = symbol.get("kind", {}).get("identifier", "")
                # Types are found by their mangled name inside written types, so only
                # names qualified by their module (`15Synchronization5MutexV`) are
                # matched: a standard type's short form (`ScF`) occurs inside others.
                if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.actor", "swift.typealias") \
                        and re.match(r"s:\d", usr):
                    type_needs[usr[2:]] = (name, introduced)
    return needs, type_needs


def attribute_context(node):
    """Platform versions a declaration's own `@available` attributes promise."""
    promised = {}
    for attr in node.get("attrs", []) or []:
        if isinstance(attr, dict) and attr.get("_kind") == "available_attr" and attr.get("domain") in PLATFORMS \
                and attr.get("introduced"):
            promised[attr["domain"]] = version_tuple(attr["introduced"])
    return promised


def query_context(conditions):
    promised = {}
    for condition in conditions or []:
        if isinstance(condition, dict) and condition.get("_kind") == "#available":
            for query in condition.get("queries", []):
                if query.get("domain") in PLATFORMS and query.get("version"):
                    promised[query["domain"]] = version_tuple(query["version"])
    return promised


class Checker:
    def __init__(self, minimums, needs, type_needs):
        self.minimums = minimums
        self.needs = needs
        self.type_needs = type_needs
        self.type_pattern = re.compile("|".join(re.escape(k) for k in sorted(type_needs, key=len, reverse=True))) \
            if type_needs else None
        self.findings = {}

    def too_new(self, introduced, context):
        """The platforms whose needed version the minimum and the context do not reach."""
        missing = {}
        for platform, version in introduced.items():
            have = max(self.minimums[platform], context.get(platform, (0, 0, 0)))
            if version > have:
                missing[platform] = version
        return missing

    def report(self, name, missing, file, offset):
        line = self.lines.get(file, [])
        number = 1 + sum(1 for start in line if start <= offset) - 1 if line else 0
        key = (file, number, name)
        if key not in self.findings:
            self.findings[key] = missing

    def check_file(self, tree):
        file = tree.get("filename", "?")
        try:
            text = open(file, "rb").read()
            starts = [0] + [i + 1 for i, b in enumerate(text) if b == 0x0A]
        except OSError:
            starts = []
        self.lines = {file: starts}
        self.walk(tree, {}, file, 0)

    def walk(self, node, context, file, offset):
        if isinstance(node, list):
            for item in node:
                self.walk(item, context, file, offset)
            return
        if not isinstance(node, dict):
            return
        rng = node.get("range")
        if isinstance(rng, dict) and "start" in rng:
            offset = rng["start"]
        promised = attribute_context(node)
        if promised:
            context = {**context, **{p: max(v, context.get(p, (0, 0, 0))) for p, v in promised.items()}}
        kind = node.get("_kind")
        if kind in ("decl_ref",) and node.get("decl_usr") in self.needs:
            name, introduced = self.needs[node["decl_usr"]]
            missing = self.too_new(introduced, context)
            if missing:
                self.report(name, missing, file, offset)
        # Types the compiler filled in (default arguments, conversions) belong to
        # the declaration called, which is checked itself; written types are checked here.
        if self.type_pattern is not None and kind in WRITTEN_TYPES and not node.get("implicit"):
            for field in ("type", "interface_type"):
                value = node.get(field)
                if isinstance(value, str) and value.startswith("$s"):
                    for match in self.type_pattern.finditer(value):
                        name, introduced = self.type_needs[match.group(0)]
                        missing = self.too_new(introduced, context)
                        if missing:
                            self.report(name, missing, file, offset)
        if kind in ("if_stmt", "while_stmt") and query_context(node.get("conditions")):
            guarded = {**context, **query_context(node.get("conditions"))}
            for key, value in node.items():
                if key == "then_stmt" or key == "body":
                    self.walk(value, guarded, file, offset)
                elif key != "conditions":
                    self.walk(value, context, file, offset)
            return
        if kind == "brace_stmt":
            running = context
            for element in node.get("elements", []):
                self.walk(element, running, file, offset)
                if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                    promised = query_context(element.get("conditions"))
                    if promised:
                        running = {**running, **promised}
            return
        for key, value in node.items():
            # A for-await loop's `next` is the compiler's choice, by the deployment target.
            if key != "range" and not (kind == "for_each_stmt" and key == "next_call"):
                self.walk(value, context, file, offset)


def source_files(path):
    """The type-checked files in one dump: JSON objects, one per file, maybe between diagnostics."""
    text = open(path, encoding="utf-8", errors="replace").read()
    decoder = json.JSONDecoder()
    marker = '{"_kind":"source_file"'
    position = text.find(marker)
    while position >= 0:
        tree, end = decoder.raw_decode(text, position)
        yield tree
        position = text.find(marker, end)


def dump_target(manifest, target, directory):
    """Type-checks `target` as SwiftPM compiles it and keeps the syntax tree as JSON."""
    import subprocess
    swiftc, args = compile_arguments(manifest, target, "check-availability")
    path = os.path.join(directory, target + ".ast.json")
    with open(path, "w", encoding="utf-8") as out:
        result = subprocess.run([swiftc, "-dump-ast", "-dump-ast-format", "json", "-wmo", "-j1"] + args,
                                stdout=out, stderr=subprocess.STDOUT)
    if result.returncode != 0:
        tail = open(path, encoding="utf-8", errors="replace").read()[-3000:]
        sys.exit(f"{tail}\ncheck-availability: type-checking {target} as SwiftPM compiles it failed")
    return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--package", required=True)
    parser.add_argument("--symbols", nargs="+", required=True)
    parser.add_argument("--ast", nargs="*", default=[])
    parser.add_argument("--swiftpm-manifest", help="SwiftPM's debug.yaml, to type-check --targets as it compiles them")
    parser.add_argument("--targets", nargs="*", default=[])
    parser.add_argument("--out", help="where the targets' syntax trees go")
    parser.add_argument("--expect", nargs="*")
    args = parser.parse_args()
    for target in args.targets:
        args.ast.append(dump_target(args.swiftpm_manifest, target, args.out))

    minimums = declared_minimums(args.package)
    needs, type_needs = load_symbols(args.symbols)
    checker = Checker(minimums, needs, type_needs)
    files = 0
    for path in args.ast:
        for tree in source_files(path):
            files += 1
            checker.check_file(tree)
    if files == 0:
        sys.exit("check-availability: no type-checked source files in " + " ".join(args.ast))

    declared = ", ".join(f"{p} {'.'.join(map(str, minimums[p][:2]))}" for p in PLATFORMS)
    lines = []
    for (file, number, name), missing in sorted(checker.findings.items()):
        needed = ", ".join(f"{p} {'.'.join(map(str, v[:2]))}" for p, v in sorted(missing.items()))
        lines.append(f"{os.path.relpath(file)}:{number}: {name} needs {needed}, newer than the declared {declared}; "
                     f"put it under #available or @available, or raise the minimum")
    if args.expect is not None:
        named = {name for (_, _, name) in checker.findings}
        missed = [e for e in args.expect if not any(e in n for n in named)]
        extra = [n for n in named if not any(e in n for e in args.expect)]
        if missed or extra:
            print("\n".join(lines))
            sys.exit(f"check-availability self-test: expected {args.expect}, missed {missed}, named too {extra}")
        print(f"check-availability: the self-test's {len(lines)} deliberate uses are named, its guarded ones are not")
        return
    if lines:
        print("\n".join(lines), file=sys.stderr)
        sys.exit(f"check-availability: {len(lines)} uses of API newer than {declared}")
    print(f"check-availability: {files} files use nothing newer than {declared} outside #available")


if __name__ == "__main__":
    main()
