"""Interop between HybridKit's update feed and python-tuf, both ways.

1. A feed written with python-tuf's Metadata API (the layout HybridKit documents:
   targets files/<sha256>, versions/<v>/manifest.json, channels/<c>.json with
   custom data) is installed by `hybrid package update`; a tampered copy of it
   (a file's bytes, then the signed targets) is refused with its code.
2. A feed written by `hybrid package publish` is read by python-tuf's ngclient,
   which downloads the channel's manifest and every file of the package.

Usage: tuf_interop.py HYBRID_BINARY WORK_FOLDER
"""
import copy
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
from datetime import datetime, timedelta, timezone
from functools import partial

from securesystemslib.signer import CryptoSigner
from tuf.api.metadata import (
    Metadata, MetaFile, Root, Snapshot, TargetFile, Targets, Timestamp,
)
from tuf.api.serialization.json import JSONSerializer
from tuf.ngclient import Updater

HYBRID, WORK = sys.argv[1], sys.argv[2]
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a client that hangs up early (a refused download) is not news


def serve(folder):
    """A static server for `folder` on a free loopback port; returns its base URL."""
    server = QuietServer(("127.0.0.1", 0), partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def hybrid(*arguments):
    run = subprocess.run([HYBRID, *arguments], capture_output=True, text=True, timeout=120)
    lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else {"ok": False, "stdout": run.stdout, "stderr": run.stderr}


def site(folder, version):
    files = {"index.html": f"<title>{version}</title>".encode(), "css/app.css": b"body { color: teal }", "img/dot.bin": bytes(range(256))}
    for path, data in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)) or folder, exist_ok=True)
        with open(os.path.join(folder, path), "wb") as handle:
            handle.write(data)
    return files


# --- 1. python-tuf writes the feed, HybridKit installs from it -------------------------------

def python_feed(folder):
    """A repository written with python-tuf's Metadata API, one key per role."""
    expiry = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=7)
    signers = {role: CryptoSigner.generate_ed25519() for role in ("root", "targets", "snapshot", "timestamp")}
    root = Metadata(Root(expires=expiry, consistent_snapshot=True))
    for role, signer in signers.items():
        root.signed.add_key(signer.public_key, role)

    files = site(os.path.join(WORK, "py-site"), "1.0.0")
    entries = [{"path": path, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()} for path, data in sorted(files.items())]
    manifest = json.dumps({"format": 1, "version": "1.0.0", "entry": "index.html", "files": entries}, indent=2, sort_keys=True).encode()
    targets = Metadata(Targets(expires=expiry))
    contents = {f"files/{entry['sha256']}": files[entry["path"]] for entry in entries}
    contents["versions/1.0.0/manifest.json"] = manifest
    contents["channels/stable.json"] = manifest
    for path, data in contents.items():
        target = TargetFile.from_data(path, data, ["sha256"])
        if path.startswith("channels/"):
            target.unrecognized_fields["custom"] = {"version": "1.0.0", "minimum_app_version": "0.0.0", "rollout_percent": 100}
        targets.signed.targets[path] = target
        digest = target.hashes["sha256"]
        folder_part, name = os.path.split(path)
        os.makedirs(os.path.join(folder, "targets", folder_part), exist_ok=True)
        with open(os.path.join(folder, "targets", folder_part, f"{digest}.{name}"), "wb") as handle:
            handle.write(data)

    os.makedirs(os.path.join(folder, "metadata"), exist_ok=True)
    serializer = JSONSerializer(compact=False)
    targets.sign(signers["targets"])
    targets.to_file(os.path.join(folder, "metadata", "1.targets.json"), serializer)
    snapshot = Metadata(Snapshot(expires=expiry))
    snapshot.signed.meta["targets.json"] = MetaFile(version=targets.signed.version)
    snapshot.sign(signers["snapshot"])
    snapshot.to_file(os.path.join(folder, "metadata", "1.snapshot.json"), serializer)
    timestamp = Metadata(Timestamp(expires=expiry))
    timestamp.signed.snapshot_meta = MetaFile(version=snapshot.signed.version)
    timestamp.sign(signers["timestamp"])
    timestamp.to_file(os.path.join(folder, "metadata", "timestamp.json"), serializer)
    root.sign(signers["root"])
    root.to_file(os.path.join(folder, "metadata", "1.root.json"), serializer)
    return os.path.join(folder, "metadata", "1.root.json")


feed = os.path.join(WORK, "py-feed")
root_file = python_feed(feed)
url = serve(feed)
store = os.path.join(WORK, "store-1")
result = hybrid("package", "update", "--feed", url, "--channel", "stable", "--store", store, "--root", root_file)
check(result.get("result", {}).get("version") == "1.0.0", f"hybrid installs a feed python-tuf wrote: {result}")
status = hybrid("package", "status", "--store", store, "--root", root_file)
check(status.get("version") == "1.0.0" and status.get("verified") is True, f"the installed version verifies: {status}")

# A copy with one file's bytes changed (same length) is refused.
tampered = os.path.join(WORK, "py-feed-file")
shutil.copytree(feed, tampered)
for dirpath, _, names in os.walk(os.path.join(tampered, "targets", "files")):
    for name in names:
        path = os.path.join(dirpath, name)
        data = bytearray(open(path, "rb").read())
        data[0] ^= 1
        open(path, "wb").write(bytes(data))
result = hybrid("package", "update", "--feed", serve(tampered), "--channel", "stable", "--store", os.path.join(WORK, "store-2"),
                "--root", root_file)
check(result.get("code") == "file_hash_mismatch", f"a tampered file is refused: {result}")

# A copy whose signed targets say another version (not re-signed) is refused.
tampered = os.path.join(WORK, "py-feed-targets")
shutil.copytree(feed, tampered)
targets_path = os.path.join(tampered, "metadata", "1.targets.json")
document = json.load(open(targets_path))
document["signed"]["targets"]["channels/stable.json"]["custom"]["version"] = "9.9.9"
json.dump(document, open(targets_path, "w"))
result = hybrid("package", "update", "--feed", serve(tampered), "--channel", "stable", "--store", os.path.join(WORK, "store-3"),
                "--root", root_file)
check(str(result.get("code", "")).startswith("feed_"), f"tampered targets metadata is refused: {result}")

# --- 2. HybridKit writes the feed, python-tuf's ngclient downloads from it -------------------

keys = os.path.join(WORK, "keys")
os.makedirs(keys, exist_ok=True)
for role in ("root", "targets", "snapshot", "timestamp"):
    hybrid("package", "keygen", os.path.join(keys, f"{role}.key"))
made = hybrid("package", "root", "init", "--root-key", os.path.join(keys, "root.key"),
              "--targets-key", os.path.join(keys, "targets.key.pub"), "--snapshot-key", os.path.join(keys, "snapshot.key.pub"),
              "--timestamp-key", os.path.join(keys, "timestamp.key.pub"), "--out", os.path.join(WORK, "1.root.json"))
check(made.get("ok") is True, f"hybrid package root init: {made}")
ours = os.path.join(WORK, "our-feed")
files = site(os.path.join(WORK, "our-site"), "2.0.0")
published = hybrid("package", "publish", os.path.join(WORK, "our-site"), "--version", "2.0.0", "--channel", "stable",
                   "--feed", ours, "--root", os.path.join(WORK, "1.root.json"),
                   "--targets-key", os.path.join(keys, "targets.key"), "--snapshot-key", os.path.join(keys, "snapshot.key"),
                   "--timestamp-key", os.path.join(keys, "timestamp.key"))
check(published.get("ok") is True, f"hybrid package publish: {published}")
url = serve(ours)
metadata_dir = os.path.join(WORK, "ngclient-metadata")
os.makedirs(metadata_dir, exist_ok=True)
shutil.copy(os.path.join(WORK, "1.root.json"), os.path.join(metadata_dir, "root.json"))
downloads = os.path.join(WORK, "ngclient-downloads")
os.makedirs(downloads, exist_ok=True)
updater = Updater(metadata_dir=metadata_dir, metadata_base_url=url + "metadata/", target_base_url=url + "targets/", target_dir=downloads,
                  bootstrap=open(os.path.join(WORK, "1.root.json"), "rb").read())
updater.refresh()
channel = updater.get_targetinfo("channels/stable.json")
check(channel is not None and channel.unrecognized_fields.get("custom", {}).get("version") == "2.0.0",
      "ngclient reads the channel's custom data")
manifest = json.load(open(updater.download_target(channel, os.path.join(downloads, "manifest.json"))))
check(manifest["version"] == "2.0.0", "ngclient downloads the channel's manifest")
for entry in manifest["files"]:
    info = updater.get_targetinfo(f"files/{entry['sha256']}")
    path = updater.download_target(info, os.path.join(downloads, entry["sha256"]))
    check(open(path, "rb").read() == files[entry["path"]], f"ngclient downloads {entry['path']} byte for byte")

print(f"tuf-interop: {len(failures)} failed")
sys.exit(1 if failures else 0)
