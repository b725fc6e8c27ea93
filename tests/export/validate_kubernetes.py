#!/usr/bin/env python3
"""Checks a Kubernetes manifest against the API's own models (python3-kubernetes from Debian: the client generated
from the Kubernetes OpenAPI schema). Every field must be one the model names, of the model's type, and every required
field present; the objects are then built by the client's own deserializer, which enforces required fields and enum
values. usage: validate_kubernetes.py MANIFEST.yaml [--expect-nodes N] [--expect-gpus G]"""
import argparse
import re
import sys

import kubernetes.client as k8s
import yaml

KINDS = {("v1", "PersistentVolumeClaim"): "V1PersistentVolumeClaim", ("v1", "Service"): "V1Service",
         ("batch/v1", "Job"): "V1Job"}
DNS_LABEL = re.compile(r"^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$")
SERVICE_NAME = re.compile(r"^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$")  # RFC 1035: a Service's name starts with a letter


def check(value, type_name, path, errors):
    if type_name == "object":
        return
    if path.endswith((".limits", ".requests")) and type_name == "dict(str, str)":
        # Quantities: the API takes "8", 8 and "80Gi" alike.
        if not isinstance(value, dict) or not all(isinstance(v, (str, int, float)) and not isinstance(v, bool)
                                                  for v in value.values()):
            errors.append("%s: expected quantities, got %r" % (path, value))
        return
    if type_name.startswith("list["):
        if not isinstance(value, list):
            errors.append("%s: expected a list, got %r" % (path, value))
            return
        for i, item in enumerate(value):
            check(item, type_name[5:-1], "%s[%d]" % (path, i), errors)
        return
    if type_name.startswith("dict("):
        if not isinstance(value, dict):
            errors.append("%s: expected a map, got %r" % (path, value))
            return
        inner = type_name[type_name.index(",") + 1:-1].strip()
        for key, item in value.items():
            check(item, inner, "%s.%s" % (path, key), errors)
        return
    plain = {"str": str, "int": int, "bool": bool, "float": (int, float)}
    if type_name in plain:
        if not isinstance(value, plain[type_name]) or (type_name == "int" and isinstance(value, bool)):
            errors.append("%s: expected %s, got %r" % (path, type_name, value))
        return
    if type_name == "datetime":
        return
    model = getattr(k8s, type_name)
    if not isinstance(value, dict):
        errors.append("%s: expected a %s object, got %r" % (path, type_name, value))
        return
    by_json = {json_name: attr for attr, json_name in model.attribute_map.items()}
    for key, item in value.items():
        if key not in by_json:
            errors.append("%s: %s has no field %r" % (path, type_name, key))
            continue
        check(item, model.openapi_types[by_json[key]], "%s.%s" % (path, key), errors)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("manifest")
    parser.add_argument("--expect-nodes", type=int)
    parser.add_argument("--expect-gpus", type=int)
    args = parser.parse_args()
    with open(args.manifest, encoding="utf-8") as f:
        documents = [d for d in yaml.safe_load_all(f) if d is not None]
    errors = []
    seen = {}
    client = k8s.ApiClient()
    for i, doc in enumerate(documents):
        key = (doc.get("apiVersion"), doc.get("kind"))
        if key not in KINDS:
            errors.append("document %d: unexpected %s %s" % (i + 1, key[0], key[1]))
            continue
        before = len(errors)
        check(doc, KINDS[key], key[1], errors)
        if len(errors) == before:
            try:  # the client's own deserializer: required fields, enums
                client._ApiClient__deserialize(doc, KINDS[key])
            except (ValueError, TypeError) as e:
                errors.append("%s: %s" % (key[1], e))
        name = (doc.get("metadata") or {}).get("name", "")
        if not (SERVICE_NAME if key[1] == "Service" else DNS_LABEL).match(name or ""):
            errors.append("%s: metadata.name %r is not a DNS-1123 label" % (key[1], name))
        seen[key[1]] = doc
    for kind in ("PersistentVolumeClaim", "Service", "Job"):
        if kind not in seen:
            errors.append("no %s in the manifest" % kind)
    job = seen.get("Job")
    if job and not errors:
        spec = job["spec"]
        pod = spec["template"]["spec"]
        if spec.get("completionMode") != "Indexed":
            errors.append("Job: not an Indexed Job")
        if args.expect_nodes is not None and (spec.get("completions"), spec.get("parallelism")) != (
                args.expect_nodes, args.expect_nodes):
            errors.append("Job: %s completions and parallelism, expected %d" % (spec.get("completions"),
                                                                               args.expect_nodes))
        limit = pod["containers"][0]["resources"]["limits"].get("nvidia.com/gpu")
        if args.expect_gpus is not None and str(limit) != str(args.expect_gpus):
            errors.append("Job: nvidia.com/gpu limit %r, expected %d" % (limit, args.expect_gpus))
        if "nvidia.com/gpu.family" not in pod.get("nodeSelector", {}):
            errors.append("Job: no node selector for the GPU type")
        service = seen["Service"]
        selector = service["spec"].get("selector") or {}
        pod_labels = (spec["template"].get("metadata") or {}).get("labels") or {}
        if (pod.get("subdomain") != service["metadata"]["name"] or service["spec"].get("clusterIP") != "None"
                or not selector or any(pod_labels.get(k) != v for k, v in selector.items())):
            errors.append("Job: its pods are not reachable through a headless Service that selects them")
        claims = [v["persistentVolumeClaim"]["claimName"] for v in pod.get("volumes", [])
                  if "persistentVolumeClaim" in v]
        if seen["PersistentVolumeClaim"]["metadata"]["name"] not in claims:
            errors.append("Job: the data volume is not mounted")
    for e in errors:
        print(e, file=sys.stderr)
    if not errors:
        print("valid: %s" % ", ".join(sorted(seen)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
