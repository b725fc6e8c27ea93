#!/usr/bin/env python3
"""Checks a SkyPilot task YAML: read as SkyPilot reads it (PyYAML's safe_load), validated with python3-jsonschema
against skypilot-task.schema.json (see its $comment for where it comes from), then what a multi-node run needs.
usage: validate_skypilot.py TASK.yaml [--schema FILE] [--expect-nodes N] [--expect-gpus G]"""
import argparse
import json
import os
import sys

import jsonschema
import yaml


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("task")
    parser.add_argument("--schema", default=os.path.join(os.path.dirname(__file__), "skypilot-task.schema.json"))
    parser.add_argument("--expect-nodes", type=int)
    parser.add_argument("--expect-gpus", type=int)
    args = parser.parse_args()
    with open(args.schema, encoding="utf-8") as f:
        schema = json.load(f)
    with open(args.task, encoding="utf-8") as f:
        task = yaml.safe_load(f)
    errors = [("%s: %s" % ("/".join(str(p) for p in e.absolute_path) or "task", e.message))
              for e in jsonschema.Draft7Validator(schema).iter_errors(task)]
    if not errors:
        accelerator, count = task["resources"]["accelerators"].split(":")
        if args.expect_nodes is not None and task["num_nodes"] != args.expect_nodes:
            errors.append("num_nodes %d, expected %d" % (task["num_nodes"], args.expect_nodes))
        if args.expect_gpus is not None and int(count) != args.expect_gpus:
            errors.append("%s GPUs a node, expected %d" % (count, args.expect_gpus))
        for needed in ("torchrun", "$SKYPILOT_NODE_RANK", "$SKYPILOT_NUM_NODES", "$SKYPILOT_NODE_IPS"):
            if needed not in task["run"]:
                errors.append("run does not use %s" % needed)
    for e in errors:
        print(e, file=sys.stderr)
    if not errors:
        print("valid: %s on %s × %s" % (task["name"], task["num_nodes"], task["resources"]["accelerators"]))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
